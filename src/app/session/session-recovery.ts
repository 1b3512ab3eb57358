import type { QueryClient } from '@tanstack/react-query'
import type { ApiError } from '@/api/http'
import { loadChunk } from '@/shared/lazy'
import { mainUserInfoQuery, userInfoQuery } from '@/shared/session/session-queries'
import { sessionStore } from '@/shared/session/session-store'
import { factsFrom, SIGNED_OUT, type RefusalOutcome, type SessionOutcome } from './session-outcome'

/**
 * The guard's first step: with a token, load the main user and the user when they are not
 * cached yet; a failure is read by afterUserFailure.
 */
export async function prepareSession(queryClient: QueryClient): Promise<SessionOutcome> {
  if (!sessionStore.getSnapshot().token) return { kind: 'ready', facts: SIGNED_OUT }
  try {
    await Promise.all([queryClient.ensureQueryData(mainUserInfoQuery()), queryClient.ensureQueryData(userInfoQuery())])
    return { kind: 'ready', facts: factsFrom(queryClient) }
  } catch (error) {
    // The rest of the recovery loads only when a session needs it. Without its code the session
    // is kept and the patient may try again, as in an outage.
    const repair = await loadChunk(() => import('./session-repair')).catch(() => undefined)
    return repair ? repair.afterUserFailure(queryClient, error) : { kind: 'unavailable', error }
  }
}

/**
 * A call answered 401 or 403: read by the session's repair (loaded on the first refusal; see
 * session-repair.ts).
 */
export async function handleRefusedCall(queryClient: QueryClient, error: ApiError): Promise<RefusalOutcome> {
  const repair = await loadChunk(() => import('./session-repair')).catch(() => undefined)
  return repair ? repair.handleRefusedCall(queryClient, error) : { kind: 'unavailable', error }
}
