import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { startupReady } from '../startup'
import { onPopState } from './history-events'

interface HistoryState {
  idx?: number
  exitGuard?: boolean
}

const historyState = () => (window.history.state ?? null) as HistoryState | null

/**
 * The browser's back on home, where the app started, asks before leaving (spec section 2: the
 * exit question on home), as the shell's hardware back does. The first home entry gets a
 * sentinel entry above it (same address); back from the sentinel is caught here and asks
 * `confirmExit`: to stay, the sentinel is put back; to leave, back goes on. Overlays' own entries
 * are handled first (use-history-back), so back with a dialog open still just closes it, and
 * `settled` waits for the question's own entry to go before history is touched again.
 */
export function useExitGuard(confirmExit: () => Promise<boolean>, settled: () => Promise<void>): void {
  const location = useLocation()
  const armed = useRef(false)
  const sentinelUrl = useRef('')
  const latest = useRef({ confirmExit, settled })
  useEffect(() => {
    latest.current = { confirmExit, settled }
  })

  // Arm on the first entry's home, in the browser's own history (not in a memory router), once
  // start-up has tidied the address (the demo's ?persona=).
  useEffect(() => {
    let cancelled = false
    void startupReady.then(() => {
      const state = historyState()
      if (cancelled || window.location.pathname !== '/' || location.pathname !== '/') return
      if (state?.exitGuard) sentinelUrl.current = window.location.href
      if (state?.exitGuard || (state?.idx ?? 0) !== 0) return
      window.history.pushState({ ...state, exitGuard: true }, '')
      sentinelUrl.current = window.location.href
      armed.current = true
    })
    return () => {
      cancelled = true
    }
  }, [location.key, location.pathname])

  useEffect(() => {
    const onPop = () => {
      const next = historyState()
      if (!armed.current || next?.exitGuard || (next?.idx ?? 0) !== 0 || window.location.pathname !== '/') return false
      // Back from the sentinel onto the app's first entry: not a navigation, a question.
      armed.current = false
      void (async () => {
        const leave = await latest.current.confirmExit()
        await latest.current.settled()
        if (leave) {
          window.history.back()
          return
        }
        window.history.pushState({ ...historyState(), exitGuard: true }, '', sentinelUrl.current)
        armed.current = true
      })()
      return true
    }
    return onPopState(onPop)
  }, [])
}
