import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPaint } from './startup'

describe('afterFirstPaint', () => {
  // The fake timer ends with the test, passed or failed: never the next file's.
  afterEach(() => {
    vi.useRealTimers()
  })

  it('calls back once the first contentful paint has been shown, and only once', async () => {
    const container = document.createElement('div')
    container.textContent = '홈'
    document.body.append(container)
    let calls = 0
    // The page's paint is real; only the fallback's timer is the test's to move on.
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    await new Promise<void>((resolve) =>
      afterFirstPaint(container, () => {
        calls += 1
        resolve()
      }),
    )
    expect(performance.getEntriesByName('first-contentful-paint')).toHaveLength(1)
    // The longest wait (1 s) passes too: still one call.
    vi.advanceTimersByTime(1_100)
    expect(calls).toBe(1)
    container.remove()
  })
})
