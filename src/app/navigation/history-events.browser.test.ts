import { afterEach, describe, expect, it, vi } from 'vitest'
import { installHistoryEvents, onPopState } from './history-events'

/**
 * Pushes an entry and goes back from it; resolves once back has landed. The browser fires
 * popstate in the same task that restores the state, so by then every listener has run.
 */
async function pushAndGoBack(): Promise<void> {
  const mark = Math.random()
  window.history.pushState({ mark }, '')
  window.history.back()
  await vi.waitFor(() => expect((window.history.state as { mark?: number } | null)?.mark).not.toBe(mark))
}

describe('history events in Chromium', () => {
  const cleanups: Array<() => void> = []
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

  it('a handler that takes the popstate keeps it from a listener added later, capture or not', async () => {
    installHistoryEvents()
    const router: string[] = []
    const listener = () => router.push('router')
    // The router listens after the app's listener is installed (main.tsx) ...
    window.addEventListener('popstate', listener)
    window.addEventListener('popstate', listener, { capture: true })
    cleanups.push(() => {
      window.removeEventListener('popstate', listener)
      window.removeEventListener('popstate', listener, { capture: true })
    })
    const taken: string[] = []
    cleanups.push(onPopState(() => (taken.push('overlay'), true)))

    await pushAndGoBack()
    expect(taken).toEqual(['overlay'])
    expect(router).toEqual([])
  })

  it('handlers are asked in the order they registered; an event nobody takes reaches the router', async () => {
    const asked: string[] = []
    let takeIt = true
    cleanups.push(onPopState(() => (asked.push('first'), false)))
    cleanups.push(onPopState(() => (asked.push('second'), takeIt)))
    const router: string[] = []
    const listener = () => router.push('router')
    window.addEventListener('popstate', listener)
    cleanups.push(() => window.removeEventListener('popstate', listener))

    await pushAndGoBack()
    expect(asked).toEqual(['first', 'second'])
    expect(router).toEqual([])

    takeIt = false
    await pushAndGoBack()
    expect(asked).toEqual(['first', 'second', 'first', 'second'])
    expect(router).toEqual(['router'])
  })

  it('a handler removed is not asked again', async () => {
    const asked: string[] = []
    const stop = onPopState(() => (asked.push('gone'), true))
    stop()
    await pushAndGoBack()
    expect(asked).toEqual([])
  })
})
