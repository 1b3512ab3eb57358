import { AppProviders } from './AppProviders'
import { AppRoutes } from './router/AppRoutes'

/** The app: the only place that composes the providers, the shell and the features. */
export function App({ initialPath }: { initialPath?: string }) {
  return (
    <AppProviders {...(initialPath === undefined ? {} : { initialPath })}>
      <AppRoutes />
    </AppProviders>
  )
}
