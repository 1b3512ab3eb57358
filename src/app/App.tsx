import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { NavigationProvider } from './navigation/NavigationProvider'
import { OverlayProvider } from './overlays/OverlayProvider'
import { ConnectAnswerHandlers, createAnswerHandlers } from './providers/AnswerHandlers'
import { createQueryClient } from './providers/query-client'
import { AppRoutes } from './router/AppRoutes'
import { AppEffects } from './shell/AppEffects'

/** The app: the only place that composes the providers, the shell and the features. */
export function App() {
  const [{ queryClient, wiring }] = useState(() => {
    const wiring = createAnswerHandlers()
    return { queryClient: createQueryClient(wiring.handlers), wiring }
  })
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename={import.meta.env.BASE_URL.replace(/\/$/, '')}>
        <OverlayProvider>
          <ConnectAnswerHandlers wiring={wiring} />
          <NavigationProvider>
            <AppEffects />
            <AppRoutes />
          </NavigationProvider>
        </OverlayProvider>
      </BrowserRouter>
    </QueryClientProvider>
  )
}
