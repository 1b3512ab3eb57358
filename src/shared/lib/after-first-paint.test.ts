import { describe, expect, it, vi } from 'vitest'

// A fresh module per case: the gate is the module's own.
const fresh = async () => {
  vi.resetModules()
  return import('./after-first-paint')
}

describe('loadAfterFirstPaint', () => {
  it('loads at once where nobody holds the gate (stories, tests)', async () => {
    const { loadAfterFirstPaint } = await fresh()
    const load = vi.fn(() => Promise.resolve('chunk'))
    await expect(loadAfterFirstPaint(load)()).resolves.toBe('chunk')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks for the code only once the app has painted its first screen', async () => {
    const { holdUntilFirstPaint, loadAfterFirstPaint } = await fresh()
    const painted = holdUntilFirstPaint()
    const load = vi.fn(() => Promise.resolve('chunk'))
    const loaded = loadAfterFirstPaint(load)()
    // Every promise reaction has run by the next task: an open gate would have called it by then.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(load).not.toHaveBeenCalled()
    painted()
    await expect(loaded).resolves.toBe('chunk')
    expect(load).toHaveBeenCalledTimes(1)
  })
})
