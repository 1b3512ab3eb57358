/**
 * The session's calls, made by the shell (docs/native-bridge.md, "Sessions: the shell holds the
 * credential"): the page hands over the verification handle and gets an access token back; the
 * refresh credential never reaches it. Every failure ends as the ApiError the hospital's call
 * itself would have given, so the rules that read them stay what they were, whoever made the call:
 * a 401 on renewal signs out, 404 NO_SIGNUP goes on to the sign-up, a 409 or 429 shows its
 * reason, and an outage (no answer, a 5xx) keeps the session.
 */
import { ApiError } from '@/api/http'
import { nativeBridge, NativeCallError, type SessionAnswer, type SessionGrant, type SessionStart } from '../native'
import { connectivity } from '../offline/connectivity'

type Failed = Extract<SessionAnswer, { status: 'refused' | 'unreachable' }>

/** The shell's answer that the hospital refused, or could not be reached, as that call's ApiError. */
function failureOf(operation: string, answer: Failed): ApiError {
  if (answer.status === 'unreachable') {
    return new ApiError({ kind: 'no-response', operation, offline: connectivity.isDeviceOffline() })
  }
  const { httpStatus, code, reason, retryAfterSeconds } = answer
  return new ApiError({
    kind: httpStatus === 401 || httpStatus === 403 ? 'auth' : 'http',
    operation,
    status: httpStatus,
    ...(code ? { code } : {}),
    ...(reason ? { reason } : {}),
    ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
  })
}

/**
 * The shell did not answer in time (as no answer from the hospital: the session is kept), or
 * refused the call itself, in words for the patient (a shell without the session calls, a
 * browser outside the demo): shown as they are.
 */
function bridgeFailure(operation: string, error: unknown): ApiError {
  if (error instanceof NativeCallError && error.reason === 'timeout') {
    return new ApiError({ kind: 'no-response', operation, timedOut: true, cause: error })
  }
  if (error instanceof NativeCallError) return new ApiError({ kind: 'http', operation, reason: error.message })
  return new ApiError({ kind: 'exception', operation, cause: error })
}

const grantOf = ({ accessToken, userId, isFirstLogin }: SessionGrant): SessionGrant => ({
  accessToken,
  userId,
  isFirstLogin,
})

/** Signs in or signs up in the shell with a verification handle; rejects with an ApiError. */
export async function startShellSession(start: SessionStart): Promise<SessionGrant> {
  const operation = `startSession (shell: ${start.kind})`
  const answer = await nativeBridge()
    .startSession(start)
    .catch((error: unknown) => {
      throw bridgeFailure(operation, error)
    })
  if (answer.status === 'ok') return grantOf(answer)
  throw failureOf(operation, answer)
}

/**
 * Renews the shell's session: a new access token, or null when the shell holds no session (never
 * signed in on this phone, or signed out); rejects with an ApiError.
 */
export async function renewShellSession(): Promise<SessionGrant | null> {
  const operation = 'renewSession (shell)'
  const answer = await nativeBridge()
    .renewSession()
    .catch((error: unknown) => {
      throw bridgeFailure(operation, error)
    })
  if (answer.status === 'no-session') return null
  if (answer.status === 'ok') return grantOf(answer)
  throw failureOf(operation, answer)
}

/**
 * Ends the shell's session: it forgets the credential and revokes it on the server (or retries
 * later by itself). Never fails: a shell that does not answer must not keep the patient signed in.
 */
export async function endShellSession(): Promise<void> {
  await nativeBridge()
    .endSession()
    .catch(() => undefined)
}
