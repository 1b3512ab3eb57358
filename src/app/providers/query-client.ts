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
        if (isApiError(error) && error.kind === 'auth') return handlers.onAuthError(error)
        // A failed background refresh of data already on screen is shown as a dialog.
        if (display === 'dialog' || (display === 'inline' && query.state.data !== undefined)) {
          handleFailedCall(error, handlers)
        }
      },
    }),
    mutationCache: new MutationCache({
      onError(error, _variables, _context, mutation) {
        const display = mutation.meta?.errorDisplay ?? 'dialog'
        if (isApiError(error) && error.kind === 'auth') return handlers.onAuthError(error)
        if (display === 'dialog') handleFailedCall(error, handlers)
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 10 * 60_000,
        // One quiet retry for reads that never got an answer; refusals are final.
        retry: (count, error) => count < 1 && isApiError(error) && error.kind === 'no-response',
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}
