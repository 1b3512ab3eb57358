import { useCallback, useEffect, useRef } from 'react'
import { backStack } from '@/shared/overlays/back-stack'
import { onPopState } from './history-events'

/**
 * Makes the browser's back button behave like the shell's: every open overlay gets its own
 * history entry (same URL), so back closes the overlay instead of leaving the screen. When an
 * overlay closes by other means its entry is removed. Before the app navigates, `settled()`
 * closes whatever is still open (a tab menu, the drawer, a dialog) and waits until their entries
 * are gone, so a late removal cannot undo the navigation. Changes are applied once per
 * microtask, so an overlay that opens and closes at once (StrictMode, quick taps) leaves history
 * alone.
 */

/** How long a navigation waits at most for overlays to close (one that never does is left). */
const SETTLE_LIMIT_MS = 500

export function useHistoryBack() {
  const pushed = useRef(0)
  const pendingPops = useRef(0)
  const waiters = useRef<Array<() => void>>([])

  useEffect(() => {
    let scheduled = false
    const release = () => {
      if (pendingPops.current > 0 || pushed.current > 0 || backStack.size() > 0) return
      waiters.current.forEach((resolve) => resolve())
      waiters.current = []
    }
    const sync = () => {
      scheduled = false
      // A traversal is under way: sync again when it has landed.
      if (pendingPops.current > 0) return
      const size = backStack.size()
      if (size > pushed.current) {
        for (; pushed.current < size; pushed.current++) {
          const state = (window.history.state ?? {}) as Record<string, unknown>
          window.history.pushState({ ...state, overlay: pushed.current + 1 }, '')
        }
      } else if (size < pushed.current) {
        const top = (window.history.state as { overlay?: number } | null)?.overlay
        if (top === pushed.current) {
          pendingPops.current += 1
          window.history.go(size - pushed.current)
        }
        // Otherwise the app has navigated past the overlay's entries (a navigation that did not
        // wait): going back now would undo it, so they stay (back from there lands on the same
        // screen).
        pushed.current = size
      }
      release()
    }
    const schedule = () => {
      if (scheduled) return
      scheduled = true
      queueMicrotask(sync)
    }
    const onPop = () => {
      if (pendingPops.current > 0) {
        // Our own removal of an overlay's entry: nothing for the router to do.
        pendingPops.current -= 1
        release()
        schedule()
        return true
      }
      if (pushed.current > 0) {
        // The patient pressed back with an overlay open: close it, stay on the screen.
        pushed.current -= 1
        backStack.closeTop()
        return true
      }
      return false
    }
    const unsubscribe = backStack.subscribe(schedule)
    const stopListening = onPopState(onPop)
    return () => {
      unsubscribe()
      stopListening()
    }
  }, [])

  const settled = useCallback(() => {
    if (pendingPops.current === 0 && pushed.current === 0 && backStack.size() === 0) return Promise.resolve()
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, SETTLE_LIMIT_MS)
      waiters.current.push(() => {
        clearTimeout(timer)
        resolve()
      })
      backStack.closeAll()
    })
  }, [])
  return { settled }
}
