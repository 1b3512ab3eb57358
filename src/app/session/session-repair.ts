/**
 * The session's repair: what an invalid token, a refused renewal or a refused call come to
 * (spec sections 4 and 7). Loaded on the first failure, so a healthy start never carries it.
 */
import { isCancelledError, type QueryClient } from '@tanstack/react-query'
import { checkToken, registerPushToken } from '@/api/generated/account'
import type { LoginType } from '@/api/generated/account/model'
import { isApiError, type ApiError } from '@/api/http'
import { nativeBridge } from '@/shared/native'
import { completeSignIn, signOut } from '@/shared/session/session-actions'
import { sessionStore } from '@/shared/session/session-store'
import { renewShellSession } from '@/shared/session/shell-session'
import { localSettings } from '@/shared/storage/local-settings'
import { factsFrom, type RefusalOutcome, type SessionOutcome } from './session-outcome'

/** The calls whose 403 the spec reads as an invalid token (section 4: the user info fetch). */
const USER_CALLS = new Set(['fetchUserInfo', 'fetchMainUserInfo'])

const operationIdOf = (error: ApiError) => error.operation.split(' ')[0] ?? ''
const isInvalidToken = (error: unknown) => isApiError(error) && error.kind === 'auth' && error.status === 403
const isCancelled = (error: unknown) => isCancelledError(error) || (isApiError(error) && error.kind === 'cancelled')
/** Statuses that say the server is busy, not that the session is gone. */
const BUSY_STATUSES = new Set([408, 429])
/** A server error, a busy server or no answer says nothing about the session: it is kept. */
const isOutage = (error: unknown) =>
  !isApiError(error) ||
  (error.kind !== 'auth' &&
    !(error.kind === 'http' && (error.status ?? 0) < 500 && !BUSY_STATUSES.has(error.status ?? 0)))

/** Tells the hospital where to send this device's push messages (from the shell's app info). */
async function registerDevice(): Promise<void> {
  try {
    const info = await nativeBridge().getAppInfo()
    if (info.fcmToken) {
      await registerPushToken({
        fcmToken: info.fcmToken,
        os: info.os === 'IOS' ? 'IOS' : 'ANDROID',
        deviceId: info.deviceId,
      })
    }
  } catch {
    // Push messages are a convenience; the session does not depend on them.
  }
}

/**
 * The token a re-sign-in produced. If the server calls that very token invalid, signing in
 * again did not cure the session: the app signs out instead of going round (at most one
 * re-sign-in per token, so never a loop).
 */
let renewedToken: string | null = null

/** One recovery at a time: concurrent failures share it. */
let recovering: Promise<SessionOutcome> | undefined

function shared(work: () => Promise<SessionOutcome>): Promise<SessionOutcome> {
  recovering ??= work().finally(() => {
    recovering = undefined
  })
  return recovering
}

/**
 * The spec's answer to an invalid token (section 4): sign in again with the stored userId. The
 * shell does it, with the refresh credential it keeps and the page never sees (a user id alone
 * is no proof: account.yaml), and answers a new access token for the account it holds. With a
 * patient number the shell's app info is requested, without one the app goes home. When that is
 * refused (the credential expired, was revoked, was used before or belongs to another phone), the
 * shell holds no session or one of another account, or the renewed token is itself refused, the
 * patient is signed out and verifies again.
 */
function reSignIn(queryClient: QueryClient): Promise<SessionOutcome> {
  return shared(async () => {
    const userId = localSettings.get('userId')
    const token = sessionStore.getSnapshot().token
    if (userId && token !== renewedToken) {
      try {
        const renewal = await renewShellSession()
        if (renewal?.userId === userId) {
          await completeSignIn(queryClient, renewal)
          renewedToken = sessionStore.getSnapshot().token
          const facts = factsFrom(queryClient)
          if (!facts.hasPatientNo) return { kind: 'home', facts }
          void registerDevice()
          return { kind: 'ready', facts }
        }
      } catch (error) {
        // No answer while signing in again: the stored session may still be good later.
        if (isOutage(error)) return { kind: 'unavailable', error }
      }
    }
    await signOut(queryClient)
    return { kind: 'signed-out' }
  })
}

/** Loading the user failed: the spec's reading of each failure, with outages kept apart. */
export function afterUserFailure(queryClient: QueryClient, error: unknown): Promise<SessionOutcome> {
  if (isCancelled(error)) return Promise.resolve({ kind: 'cancelled' })
  // 403 on the user info: the invalid-token error.
  if (isInvalidToken(error)) return reSignIn(queryClient)
  // A hospital outage or a bad signal in the lift must not sign the patient out.
  if (isOutage(error)) return Promise.resolve({ kind: 'unavailable', error })
  // Any other refusal of the user (401, 404 ...): the server says there is no such session.
  return shared(async () => {
    await signOut(queryClient)
    return { kind: 'signed-out' }
  })
}

/** Is the stored token still good? One check at a time: concurrent refusals share it. */
let checking: Promise<'good' | SessionOutcome> | undefined

function checkSession(queryClient: QueryClient): Promise<'good' | SessionOutcome> {
  checking ??= (async (): Promise<'good' | SessionOutcome> => {
    try {
      const type = Number(localSettings.get('isloginType')) || 5
      await checkToken(type as LoginType)
      return 'good'
    } catch (error) {
      return afterUserFailure(queryClient, error)
    }
  })().finally(() => {
    checking = undefined
  })
  return checking
}

/**
 * A call answered 401 or 403 (spec section 7: the caller's callback, no dialog). Only the user
 * info's 403 means an invalid token; for any other call the app asks the server whether the
 * token is still good (checkToken) before doing anything: a refusal of a good session is that
 * call's own answer, shown with its reason, and never a reason to sign in again.
 */
export async function handleRefusedCall(queryClient: QueryClient, error: ApiError): Promise<RefusalOutcome> {
  if (USER_CALLS.has(operationIdOf(error))) return afterUserFailure(queryClient, error)
  if (!sessionStore.getSnapshot().token) return { kind: 'refused', error }
  const verdict = await checkSession(queryClient)
  if (verdict === 'good') return { kind: 'refused', error }
  return verdict.kind === 'ready' ? { kind: 'renewed' } : verdict
}

export { registerDevice }
