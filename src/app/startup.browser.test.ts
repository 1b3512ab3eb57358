import { describe, expect, it } from 'vitest'
import { afterFirstPaint } from './startup'

describe('afterFirstPaint', () => {
  it('calls back once the first contentful paint has been shown, and only once', async () => {
    const container = document.createElement('div')
    container.textContent = '홈'
    document.body.append(container)
    let calls = 0
    await new Promise<void>((resolve) =>
      afterFirstPaint(container, () => {
        calls += 1
        resolve()
      }),
    )
    expect(performance.getEntriesByName('first-contentful-paint')).toHaveLength(1)
    // The longest wait (1 s) passes too: still one call.
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect(calls).toBe(1)
    container.remove()
  })
})
