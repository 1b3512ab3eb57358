import type { ApiError } from './api-error'

/**
 * How a failed call is shown:
 * - `dialog`: the spec's error dialog (default for mutations);
 * - `inline`: the screen shows it where the content would be, with a retry (default for queries);
 * - `silent`: the caller handles it (the guard's user-info loading).
 */
export type ErrorDisplay = 'dialog' | 'inline' | 'silent'

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError
    queryMeta: { errorDisplay?: ErrorDisplay }
    mutationMeta: { errorDisplay?: ErrorDisplay }
  }
}
