import { useCallback, useEffect, useRef } from 'react'
import { backStack } from '../../shared/overlays/back-stack'

interface OverlayHistoryState {
  overlay?: number
}

/**
 * Makes the browser's back button behave like the shell's: every open overlay gets its own
 * history entry (same URL), so back closes the overlay instead of leaving the screen. When an
 * overlay closes by other means its entry is removed; `settled()` waits for that before the app
 * navigates, so the removal cannot undo the navigation.
 */
export function useHistoryBack() {
  const pushed = useRef(0)
  const pendingPops = useRef(0)
  const waiters = useRef<Array<() => void>>([])

  useEffect(() => {
    const release = () => {
      if (pendingPops.current === 0) {
        waiters.current.forEach((resolve) => resolve())
        waiters.current = []
      }
    }
    const onSizeChange = () => {
      const size = backStack.size()
      if (size > pushed.current) {
        for (; pushed.current < size; pushed.current++) {
          const state = (window.history.state ?? {}) as Record<string, unknown>
          window.history.pushState({ ...state, overlay: pushed.current + 1 } satisfies OverlayHistoryState, '')
        }
      } else if (size < pushed.current) {
        const extra = pushed.current - size
        pushed.current = size
        pendingPops.current += 1
        window.history.go(-extra)
      }
    }
    const onPopState = (event: PopStateEvent) => {
      if (pendingPops.current > 0) {
        // Our own removal of an overlay's entry: nothing for the router to do.
        pendingPops.current -= 1
        event.stopImmediatePropagation()
        release()
        return
      }
      if (pushed.current > 0) {
        // The patient pressed back with an overlay open: close it, stay on the screen.
        event.stopImmediatePropagation()
        pushed.current -= 1
        backStack.closeTop()
      }
    }
    const unsubscribe = backStack.subscribe(onSizeChange)
    window.addEventListener('popstate', onPopState, { capture: true })
    return () => {
      unsubscribe()
      window.removeEventListener('popstate', onPopState, { capture: true })
    }
  }, [])

  const settled = useCallback(
    () =>
      pendingPops.current === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.current.push(resolve)),
    [],
  )
  return { settled }
}
