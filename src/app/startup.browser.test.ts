import { describe, expect, it } from 'vitest'
import { afterFirstPaint } from './startup'

describe('afterFirstPaint', () => {
  it('waits until the container has painted content', async () => {
    const container = document.createElement('div')
    document.body.append(container)
    let called = false
    const painted = new Promise<void>((resolve) =>
      afterFirstPaint(container, () => {
        called = true
        resolve()
      }),
    )
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(called).toBe(false) // nothing to paint yet
    container.textContent = '홈'
    await painted
    expect(called).toBe(true)
    container.remove()
  })
})
