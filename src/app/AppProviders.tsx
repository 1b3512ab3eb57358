import { QueryClientProvider } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { BrowserRouter } from 'react-router-dom'
import { lazyAfterFirstPaint } from '../shared/lib/after-first-paint'
import { LoadBoundary } from '../shared/lazy'
import { NavigationProvider } from './navigation/NavigationProvider'
import { keepOfflineCopy, restoreOfflineCopy } from '../shared/offline/offline-copy'
import { OverlayProvider } from './overlays/OverlayProvider'
import { ConnectAnswerHandlers, createAnswerHandlers } from './providers/AnswerHandlers'
import { createQueryClient } from './providers/query-client'
import { AppEffects } from './shell/AppEffects'

// Where pages open and where back returns to: needed from the first move on, not for the first paint.
const ScrollManager = lazyAfterFirstPaint(() =>
  import('./navigation/ScrollManager').then((m) => ({ default: m.ScrollManager })),
)

export interface AppProvidersProps {
  children: ReactNode
  /**
   * The router around the app: the browser's URL by default. Stories and tests start the app at
   * a route in memory (a MemoryRouter) instead, so the app's bundle never carries that router.
   */
  router?: (content: ReactNode) => ReactNode
  retry?: boolean
}

const browserRouter = (content: ReactNode) => (
  <BrowserRouter basename={import.meta.env.BASE_URL.replace(/\/$/, '')}>{content}</BrowserRouter>
)

/** Everything the shell and the screens stand on: queries, router, overlays, guarded navigation. */
export function AppProviders({ children, router = browserRouter, retry = true }: AppProvidersProps) {
  const [{ queryClient, wiring }] = useState(() => {
    const wiring = createAnswerHandlers()
    const client = createQueryClient(wiring.handlers)
    if (!retry) client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } })
    // The offline pocket: the kept answers are back before the first render (the guard, the
    // card and today's schedule find them without a connection). Not in the demo: its whole
    // world is in the browser already, and its clock is not the device's.
    if (import.meta.env.VITE_DEMO !== 'true') restoreOfflineCopy(client)
    return { queryClient: client, wiring }
  })
  // ... and kept while the app is there: a write still waiting when it goes is made then, never
  // after (a story switched to next, or a test's next app, would read this one's answers).
  useEffect(() => (import.meta.env.VITE_DEMO !== 'true' ? keepOfflineCopy(queryClient) : undefined), [queryClient])
  const content = (
    <OverlayProvider>
      <NavigationProvider>
        {/* Without its code, pages open at the top until the next start. */}
        <LoadBoundary instead={null}>
          <ScrollManager />
        </LoadBoundary>
        <ConnectAnswerHandlers wiring={wiring} />
        <AppEffects />
        {children}
      </NavigationProvider>
    </OverlayProvider>
  )
  return <QueryClientProvider client={queryClient}>{router(content)}</QueryClientProvider>
}
