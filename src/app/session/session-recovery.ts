import { isCancelledError, type QueryClient } from '@tanstack/react-query'
import { registerPushToken, signInByUserId } from '../../api/generated/account'
import { isApiError } from '../../api/http'
import { hasPatientNo } from '../../shared/lib/person'
import { nativeBridge } from '../../shared/native'
import { completeSignIn, signOut } from '../../shared/session/session-actions'
import { mainUserInfoQuery, userInfoQuery } from '../../shared/session/session-queries'
import { sessionStore } from '../../shared/session/session-store'
import { localSettings } from '../../shared/storage/local-settings'

export interface SessionFacts {
  isSignedIn: boolean
  hasPatientNo: boolean
  mainUserId: string | undefined
}

/**
 * `home`: the session was lost or re-made without a patient number; the guard goes home.
 * `cancelled`: the user calls were cancelled (the app is going away, or a newer navigation took
 * over); nothing is decided and the session stays as it is.
 */
export type SessionOutcome =
  { kind: 'ready'; facts: SessionFacts } | { kind: 'home'; facts: SessionFacts } | { kind: 'cancelled' }

const SIGNED_OUT: SessionFacts = { isSignedIn: false, hasPatientNo: false, mainUserId: undefined }

function factsFrom(queryClient: QueryClient): SessionFacts {
  const user = queryClient.getQueryData(userInfoQuery().queryKey)
  const main = queryClient.getQueryData(mainUserInfoQuery().queryKey)
  return { isSignedIn: Boolean(user), hasPatientNo: hasPatientNo(user?.patientNo), mainUserId: main?.userId }
}

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

let recovering: Promise<SessionOutcome> | undefined

/**
 * The spec's answer to a bad token (section 4): sign in again with the stored userId; with a
 * patient number the shell's app info is requested, without one the app goes home; on failure,
 * and for any other error, sign out and go home. Concurrent failures share one recovery.
 */
export function recoverSession(queryClient: QueryClient, error: unknown): Promise<SessionOutcome> {
  recovering ??= (async () => {
    const userId = localSettings.get('userId')
    if (isApiError(error) && error.kind === 'auth' && userId) {
      try {
        await completeSignIn(queryClient, await signInByUserId({ userId }))
        const facts = factsFrom(queryClient)
        if (facts.hasPatientNo) {
          void registerDevice()
          return { kind: 'ready', facts } as const
        }
        return { kind: 'home', facts } as const
      } catch {
        // fall through: sign out
      }
    }
    await signOut(queryClient)
    return { kind: 'home', facts: SIGNED_OUT } as const
  })().finally(() => {
    recovering = undefined
  })
  return recovering
}

/**
 * The guard's first step: with a token, load the main user and the user when they are not
 * cached yet; a failure goes to the recovery above.
 */
export async function prepareSession(queryClient: QueryClient): Promise<SessionOutcome> {
  if (!sessionStore.getSnapshot().token) return { kind: 'ready', facts: SIGNED_OUT }
  try {
    await Promise.all([queryClient.ensureQueryData(mainUserInfoQuery()), queryClient.ensureQueryData(userInfoQuery())])
    return { kind: 'ready', facts: factsFrom(queryClient) }
  } catch (error) {
    // A cancelled call says nothing about the token: never sign out for it.
    if (isCancelledError(error) || (isApiError(error) && error.kind === 'cancelled')) return { kind: 'cancelled' }
    return recoverSession(queryClient, error)
  }
}

export { registerDevice }
