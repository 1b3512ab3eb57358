import { useEffect, useState, type ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { href } from '../../shared/routes/route-table'
import type { GuardedState } from './NavigationProvider'
import { useRouteCheck } from './route-check-context'

/**
 * The guard for a route reached without in-app navigation (a deep link, a reload, the browser's
 * back and forward). What the guard refuses lands on home (sign-in for rule 5); its dialog has
 * already been shown by the check.
 */
export function RouteGuard({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const location = useLocation()
  const navigate = useNavigate()
  const check = useRouteCheck()
  const preApproved = !check || (location.state as GuardedState | null)?.guarded === true
  const [approvedKey, setApprovedKey] = useState<string | null>(null)

  useEffect(() => {
    if (preApproved || !check) return
    let stale = false
    void check(location.pathname).then(({ decision, lostSession }) => {
      if (stale) return
      if (lostSession) return void navigate('/', { replace: true, state: { guarded: true } })
      if (decision.kind === 'allow') return setApprovedKey(location.key)
      if (decision.kind === 'sign-in') {
        return void navigate(href('accountSignInAuth'), {
          replace: true,
          state: { guarded: true, returnTo: `${location.pathname}${location.search}` } satisfies GuardedState,
        })
      }
      void navigate('/', { replace: true, state: { guarded: true } })
    })
    return () => {
      stale = true
    }
  }, [location.key, location.pathname, location.search, preApproved, check, navigate])

  return preApproved || approvedKey === location.key ? children : fallback
}
