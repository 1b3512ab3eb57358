/**
 * Resolves when the app may start asking the server (at once in production; in demo mode once
 * the sandbox answers and the persona is applied). The guard waits for it.
 */
let markReady: () => void = () => undefined
export const startupReady = new Promise<void>((resolve) => {
  markReady = resolve
})
export const markStartupReady = (): void => markReady()

/** Longest wait for the first paint, whatever happens (a browser that reports none). */
const PAINT_WAIT_MS = 1_000

/**
 * Calls `callback` once the page's first contentful paint has been shown (the paint timing entry,
 * reported when the frame is on screen; where the browser has none, once `container`'s content has
 * gone through a frame). At once on a hidden page (a WebView started behind the lock screen),
 * where nothing paints.
 */
export function afterFirstPaint(container: Element, callback: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    callback()
  }
  if (document.visibilityState === 'hidden') return once()
  if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      once()
    })
    observer.observe({ type: 'paint', buffered: true })
  } else {
    // A timeout queued from a frame's callback runs once that frame is painted.
    const nextFrame = () => requestAnimationFrame(() => (container.hasChildNodes() ? setTimeout(once, 0) : nextFrame()))
    nextFrame()
  }
  setTimeout(once, PAINT_WAIT_MS)
}

/** Calls `callback` once what was rendered by now is on screen (a frame, then a task after it). */
export function afterNextPaint(callback: () => void): void {
  if (document.visibilityState === 'hidden') return callback()
  requestAnimationFrame(() => setTimeout(callback, 0))
}
