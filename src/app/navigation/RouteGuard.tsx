import { useEffect, useState, type ReactNode } from 'react'
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router-dom'
import { href, routeDefinition } from '@/shared/routes/route-table'
import { SessionUnavailable } from '@/shared/session/SessionUnavailable'
import { matchRouteName } from '@/shared/routes/route-match'
import type { GuardedState } from './NavigationProvider'
import { useRouteCheck } from './route-check-context'

/**
 * The guard for a route reached without in-app navigation (a deep link, a reload, the browser's
 * back and forward, even onto an entry an in-app navigation once approved). What the guard
 * refuses lands on home (sign-in for rule 5); its dialog has already been shown by the check.
 * Access depends on the route, not on its query: once a path is approved, a screen that keeps
 * its state in the query (a search, a page count) stays on screen.
 */
export function RouteGuard({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const location = useLocation()
  const navigate = useNavigate()
  const check = useRouteCheck()
  // The mark of an in-app navigation holds for that navigation only: the browser's back and
  // forward (or a reload) onto the same entry may find another session, so they are checked.
  const navigationType = useNavigationType()
  const preApproved =
    !check || (navigationType !== NavigationType.Pop && (location.state as GuardedState | null)?.guarded === true)
  const [approvedPath, setApprovedPath] = useState<string | null>(null)
  const approved = preApproved || approvedPath === location.pathname
  // A public screen (home, the hospital's information) shows at once on a deep link or a reload:
  // what it shows is for anyone, so its first paint does not wait for the session; the check
  // still runs while it is on screen (a lost session still lands on home).
  const matched = matchRouteName(location.pathname)
  const isPublic = matched ? routeDefinition(matched.name).isPublic === true : false
  // The user could not be loaded (an outage): the patient stays and may try again.
  const [unavailable, setUnavailable] = useState(false)
  const [attempt, setAttempt] = useState(0)

  // A path reached through in-app navigation is approved already: remember it (React's
  // adjust-state-while-rendering pattern) for later changes of its query.
  if (preApproved && approvedPath !== location.pathname) setApprovedPath(location.pathname)

  useEffect(() => {
    if (approved || !check) return
    let stale = false
    void check(location.pathname).then(({ decision, lostSession, unavailable: outage }) => {
      if (stale) return
      if (outage) return setUnavailable(true)
      if (lostSession) return void navigate('/', { replace: true, state: { guarded: true } })
      if (decision.kind === 'allow') return setApprovedPath(location.pathname)
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
  }, [location.key, location.pathname, location.search, approved, check, navigate, attempt])

  if (unavailable && !approved) {
    return (
      <SessionUnavailable
        onRetry={() => {
          setUnavailable(false)
          setAttempt((n) => n + 1)
        }}
      />
    )
  }
  return approved || isPublic ? children : fallback
}
