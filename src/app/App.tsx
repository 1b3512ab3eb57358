import { LoadBoundary } from '@/shared/lazy'
import { AppProviders } from './AppProviders'
import { AppRoutes } from './router/AppRoutes'
import { ScreenCrashed } from './router/ScreenErrorBoundary'

/**
 * The app: the only place that composes the providers, the shell and the features. The last
 * boundary: what crashes outside any screen's own (the shell, a provider) is explained with a way
 * on, never a white page.
 */
export function App() {
  return (
    <LoadBoundary crashed={() => <ScreenCrashed />}>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </LoadBoundary>
  )
}
