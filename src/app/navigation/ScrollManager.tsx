import { useEffect, useLayoutEffect, useRef } from 'react'
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom'

/**
 * Where a page opens. The app uses a plain router (not a data router), so React Router's
 * <ScrollRestoration> is not available; this does the same for the window, which is what scrolls:
 *
 * - a new page (a link, a menu, a flow's next step, a redirect) opens at the top, never at the
 *   height the previous page was scrolled to;
 * - back and forward return to the height the patient left that page at, once its content has
 *   arrived (a lazy screen and its answers come after the address changes);
 * - a screen that writes its own state into the address (a search, a filter: the same path,
 *   replaced) keeps its place; an address with a #fragment is left to the page's anchor.
 *
 * Positions are kept by history entry (the router's location key) for the tab: after a reload,
 * back still returns to where each earlier page was left.
 */

const STORAGE_KEY = 'scroll-positions'
/** The newest entries' positions are kept; older ones are forgotten. */
const KEPT_ENTRIES = 50
/** How long a return waits for its page to grow tall enough before it settles where it can. */
const RESTORE_LIMIT_MS = 2_000
/** What the patient does that takes over from a restore under way. */
const TAKE_OVER_EVENTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const

function readPositions(): Map<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as Array<[string, number]>
    return new Map(saved.filter(([key, y]) => typeof key === 'string' && Number.isFinite(y)))
  } catch {
    return new Map()
  }
}

function writePositions(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT_ENTRIES)))
  } catch {
    // Private mode without storage: positions live as long as the page.
  }
}

/** Scrolls back to `y` as soon as the page is tall enough; returns the function that stops it. */
function restoreTo(y: number): () => void {
  let frame = 0
  const deadline = performance.now() + RESTORE_LIMIT_MS
  const stop = () => {
    cancelAnimationFrame(frame)
    TAKE_OVER_EVENTS.forEach((type) => window.removeEventListener(type, stop))
  }
  const step = () => {
    const reachable = document.documentElement.scrollHeight - window.innerHeight
    window.scrollTo(0, Math.min(y, Math.max(0, reachable)))
    if (reachable >= y || performance.now() > deadline) return stop()
    frame = requestAnimationFrame(step)
  }
  TAKE_OVER_EVENTS.forEach((type) => window.addEventListener(type, stop, { passive: true }))
  step()
  return stop
}

export function ScrollManager() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const positions = useRef<Map<string, number> | null>(null)
  positions.current ??= readPositions()
  /** The entry on screen: scrolling is recorded for it. */
  const current = useRef(location.key)
  const shown = useRef<{ key: string; pathname: string } | null>(null)
  const restoring = useRef<(() => void) | null>(null)

  useEffect(() => {
    if (!('scrollRestoration' in window.history)) return
    const before = window.history.scrollRestoration
    window.history.scrollRestoration = 'manual'
    return () => {
      window.history.scrollRestoration = before
    }
  }, [])

  // The position of the entry on screen, as the patient scrolls (once a frame), and for the tab
  // when the page goes away.
  useEffect(() => {
    let frame = 0
    const record = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => positions.current!.set(current.current, window.scrollY))
    }
    const persist = () => writePositions(positions.current!)
    window.addEventListener('scroll', record, { passive: true })
    window.addEventListener('pagehide', persist)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', record)
      window.removeEventListener('pagehide', persist)
      persist()
    }
  }, [])

  // Before the new page paints: where it opens.
  useLayoutEffect(() => {
    const previous = shown.current
    shown.current = { key: location.key, pathname: location.pathname }
    // The first page of a start opens where the browser opens it (the top).
    if (!previous || previous.key === location.key) return
    restoring.current?.()
    restoring.current = null
    current.current = location.key
    writePositions(positions.current!)

    if (navigationType === NavigationType.Pop) {
      restoring.current = restoreTo(positions.current!.get(location.key) ?? 0)
      return
    }
    const sameScreen = navigationType === NavigationType.Replace && previous.pathname === location.pathname
    if (sameScreen || location.hash) return
    window.scrollTo(0, 0)
  }, [location.key, location.pathname, location.hash, navigationType])

  useEffect(() => () => restoring.current?.(), [])

  return null
}
