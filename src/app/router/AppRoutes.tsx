import { useEffect, type ComponentType } from 'react'
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom'
import { routeParamsValid } from '@/shared/routes/route-params'
import { ROUTES, type RouteDefinition, type RouteName } from '@/shared/routes/route-table'
import { RouteGuard } from '../navigation/RouteGuard'
import { AppShell } from '../shell/AppShell'
import { ScreenErrorBoundary } from './ScreenErrorBoundary'
import { NotFoundScreen, ScreenSkeleton } from './ScreenStates'
import { prefetchScreenRegistry, screenFor } from './screen-for'

// Development-only routes are not in the table of a production build (see route-table.ts).
const entries = Object.entries(ROUTES) as Array<[RouteName, RouteDefinition]>

/** Each route's screen (a lazy component: nothing loads until the route is opened). */
const SCREENS = Object.fromEntries(entries.map(([name]) => [name, screenFor(name)])) as Record<RouteName, ComponentType>

function ScreenRoute({ name }: { name: RouteName }) {
  const location = useLocation()
  const params = useParams()
  const Screen = SCREENS[name]
  // An address whose parameters are not what the contracts allow (a crafted link) opens nothing
  // and calls nothing: it is an unknown address.
  if (!routeParamsValid(params)) return <NotFoundScreen />
  return (
    <RouteGuard fallback={<ScreenSkeleton />}>
      <ScreenErrorBoundary resetKey={location.key} loading={<ScreenSkeleton />}>
        <Screen />
      </ScreenErrorBoundary>
    </RouteGuard>
  )
}

/**
 * A parent of tabbed screens sends the visitor on to its first child, keeping the query and the
 * hash: a deep link's parameters (the demo's `?persona=`, a screen's own state) survive it.
 */
function RedirectRoute({ to }: { to: RouteName }) {
  const { search, hash } = useLocation()
  return <Navigate to={{ pathname: ROUTES[to].path, search, hash }} replace />
}

export function AppRoutes() {
  useEffect(() => {
    const timer = setTimeout(prefetchScreenRegistry, 2000)
    return () => clearTimeout(timer)
  }, [])
  return (
    <Routes>
      <Route element={<AppShell />}>
        {entries.map(([name, route]) =>
          route.redirectTo ? (
            <Route key={name} path={route.path} element={<RedirectRoute to={route.redirectTo as RouteName} />} />
          ) : (
            <Route key={name} path={route.path} element={<ScreenRoute name={name} />} />
          ),
        )}
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  )
}
