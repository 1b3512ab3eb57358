import { useMutation } from '@tanstack/react-query'
import type { ErrorDisplay } from '@/api/http'
import { startShellSession } from './shell-session'

/**
 * Starting a session in the shell as a mutation: the screens' pending state, and the answer
 * handling every mutation gets (the server's reason in the error dialog unless `silent`).
 */
export function useStartSession(errorDisplay?: ErrorDisplay) {
  return useMutation({ mutationFn: startShellSession, ...(errorDisplay ? { meta: { errorDisplay } } : {}) })
}
