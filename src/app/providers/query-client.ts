import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { handleFailedCall, isApiError, type AnswerHandlers } from '../../api/http'

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
      mutations: { retry: false },
    },
  })
}
