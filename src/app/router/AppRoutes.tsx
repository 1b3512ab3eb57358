import { Suspense } from 'react'
import { Navigate, Route, Routes, useLocation } from 'react-router-dom'
import { ROUTES, type RouteDefinition, type RouteName } from '../../shared/routes/route-table'
import { RouteGuard } from '../navigation/RouteGuard'
import { AppShell } from '../shell/AppShell'
import { ScreenErrorBoundary } from './ScreenErrorBoundary'
import { NotReadyScreen, ScreenSkeleton } from './ScreenStates'
import { SCREENS } from './screens'

// Development-only routes are not in the table of a production build (see route-table.ts).
const entries = Object.entries(ROUTES) as Array<[RouteName, RouteDefinition]>

function ScreenRoute({ name }: { name: RouteName }) {
  const location = useLocation()
  const Screen = SCREENS[name] ?? NotReadyScreen
  return (
    <RouteGuard fallback={<ScreenSkeleton />}>
      <ScreenErrorBoundary resetKey={location.key}>
        <Suspense fallback={<ScreenSkeleton />}>
          <Screen />
        </Suspense>
      </ScreenErrorBoundary>
    </RouteGuard>
  )
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        {entries.map(([name, route]) =>
          route.redirectTo ? (
            <Route
              key={name}
              path={route.path}
              element={<Navigate to={ROUTES[route.redirectTo as RouteName].path} replace />}
            />
          ) : (
            <Route key={name} path={route.path} element={<ScreenRoute name={name} />} />
          ),
        )}
        <Route path="*" element={<NotReadyScreen />} />
      </Route>
    </Routes>
  )
}
