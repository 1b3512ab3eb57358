import { AppProviders } from './AppProviders'
import { AppRoutes } from './router/AppRoutes'

/** The app: the only place that composes the providers, the shell and the features. */
export function App() {
  return (
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  )
}
