import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { handleFailedCall, isApiError, type AnswerHandlers } from '@/api/http'
import { keptKind } from '@/shared/offline/kept-queries'

/**
 * A kept answer (the offline pocket) whose refresh found no connection: the screen goes on
 * showing it under the offline notice, with the time it was received; no dialog on top.
 */
const keptWithoutConnection = (error: unknown, queryKey: readonly unknown[], hasData: boolean) =>
  hasData && isApiError(error) && error.kind === 'no-response' && !error.timedOut && Boolean(keptKind(queryKey))

/**
 * The query client, carrying out the spec's answer-handling rules for every call in one place:
 * 401/403 go to the session's recovery, other failures become the error or exception dialog,
 * unless the query shows its error inline (screens) or handles it itself (the guard).
 */
export function createQueryClient(handlers: AnswerHandlers): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        const display = query.meta?.errorDisplay ?? 'inline'
        if (keptWithoutConnection(error, query.queryKey, query.state.data !== undefined)) return
        // A failed background refresh of data already on screen is shown as a dialog.
        const dialog = display === 'dialog' || (display === 'inline' && query.state.data !== undefined)
        if (isApiError(error) && error.kind === 'auth') return handlers.onAuthError(error, { dialog })
        if (dialog) handleFailedCall(error, handlers)
      },
    }),
    mutationCache: new MutationCache({
      onError(error, _variables, _context, mutation) {
        const display = mutation.meta?.errorDisplay ?? 'dialog'
        if (isApiError(error) && error.kind === 'auth')
          return handlers.onAuthError(error, { dialog: display === 'dialog' })
        if (display === 'dialog') handleFailedCall(error, handlers)
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        // One quiet retry for a read whose connection failed at once; refusals are final, and a
        // read that ran into the 10 s timeout is not tried again (the patient waits 10 s, not 20).
        retry: (count, error) => count < 1 && isApiError(error) && error.kind === 'no-response' && !error.timedOut,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: false,
        // Without a connection an action fails at once and says so (errors.offline) instead of
        // waiting, paused, behind a spinner. The demo keeps React Query's default: it holds
        // everything paused while its sandbox starts.
        networkMode: import.meta.env.VITE_DEMO === 'true' ? 'online' : 'always',
      },
    },
  })
}
