/**
 * What the session's checks come to (the facts of a session and the outcomes of loading or
 * repairing it), shared by session-recovery.ts (in the first load) and session-repair.ts (loaded
 * on the first failure), so neither imports the other's module.
 */
import type { QueryClient } from '@tanstack/react-query'
import type { ApiError } from '@/api/http'
import { hasPatientNo } from '@/shared/lib/person'
import { mainUserInfoQuery, userInfoQuery } from '@/shared/session/session-queries'

export interface SessionFacts {
  isSignedIn: boolean
  hasPatientNo: boolean
  mainUserId: string | undefined
}

/**
 * What loading or checking the session came to:
 * - `ready`: signed in (or out) as the facts say;
 * - `home`: signed in again, without a patient number: the guard goes home (spec section 4);
 * - `signed-out`: the server said the session is gone and signing in again did not cure it: the
 *   patient is signed out, told so, and goes home;
 * - `unavailable`: the user could not be loaded (a server error, no answer): the session is
 *   kept, the error is shown and the patient can try again;
 * - `cancelled`: the calls were cancelled (a newer navigation); nothing is decided.
 */
export type SessionOutcome =
  | { kind: 'ready'; facts: SessionFacts }
  | { kind: 'home'; facts: SessionFacts }
  | { kind: 'signed-out' }
  | { kind: 'unavailable'; error: unknown }
  | { kind: 'cancelled' }

/**
 * What a 401/403 on an ordinary call came to: `refused` (the session is fine; the server
 * refused this call, and its reason is shown), `renewed` (the token had gone bad and the app
 * signed in again: reads are made again), or the session outcomes above.
 */
export type RefusalOutcome = { kind: 'refused'; error: ApiError } | { kind: 'renewed' } | SessionOutcome

export const SIGNED_OUT: SessionFacts = { isSignedIn: false, hasPatientNo: false, mainUserId: undefined }

export function factsFrom(queryClient: QueryClient): SessionFacts {
  const user = queryClient.getQueryData(userInfoQuery().queryKey)
  const main = queryClient.getQueryData(mainUserInfoQuery().queryKey)
  return { isSignedIn: Boolean(user), hasPatientNo: hasPatientNo(user?.patientNo), mainUserId: main?.userId }
}
