/**
 * Resolves when the app may start asking the server (at once in production; in demo mode once
 * the sandbox answers and the persona is applied). The guard waits for it.
 */
let markReady: () => void = () => undefined
export const startupReady = new Promise<void>((resolve) => {
  markReady = resolve
})
export const markStartupReady = (): void => markReady()

/** Longest wait for a painted frame: a page started hidden (a WebView behind the lock screen) gets none. */
const PAINT_WAIT_MS = 300

/** Calls `callback` once `container`'s first content has been painted (or after PAINT_WAIT_MS). */
export function afterFirstPaint(container: Element, callback: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    callback()
  }
  // A timeout queued from a frame's callback runs once that frame is painted.
  const nextFrame = () => requestAnimationFrame(() => (container.hasChildNodes() ? setTimeout(once, 0) : nextFrame()))
  nextFrame()
  setTimeout(once, PAINT_WAIT_MS)
}
