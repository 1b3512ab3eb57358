import type { QueryClient } from '@tanstack/react-query'
import { accountSwitchByUserId } from '@/api/generated/account'
import { nativeBridge, type SessionGrant } from '../native'
import { rxTokenSource } from './rx-token'
import { mainUserInfoQuery, userInfoQuery } from './session-queries'
import { sessionStore } from './session-store'
import { endShellSession } from './shell-session'

/**
 * Stores a new sign-in the shell made or renewed (the access token; the refresh credential stays
 * in the shell) and loads the user (twice on the first login, as the spec asks).
 */
export async function completeSignIn(queryClient: QueryClient, login: SessionGrant): Promise<void> {
  queryClient.clear()
  rxTokenSource.forget()
  sessionStore.signedIn(login.accessToken, login.userId)
  await Promise.all([queryClient.fetchQuery(userInfoQuery()), queryClient.fetchQuery(mainUserInfoQuery())])
  if (login.isFirstLogin === 'Y') await queryClient.refetchQueries({ queryKey: mainUserInfoQuery().queryKey })
}

/**
 * Signs out on the phone and on the server: the shell forgets the refresh credential and revokes
 * the session (the credential, every access token issued from it, this phone's push
 * registration; the shell retries by itself when the phone is offline now), every alarm the app
 * set is cancelled, and the tokens, the user, the flags and the records kept on this phone are
 * forgotten.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  const bridge = nativeBridge()
  const ended = endShellSession()
  // Not awaited: a shell that never answers must not keep the patient signed in.
  void bridge.cancelAllDailyAlarms().catch(() => undefined)
  void bridge.cancelAllAppointmentAlarms().catch(() => undefined)
  rxTokenSource.forget()
  sessionStore.signedOut()
  queryClient.clear()
  await ended
}

/** Acts as another account of the family (or the main account again), with a fresh cache. */
export async function switchAccount(queryClient: QueryClient, userId: string): Promise<void> {
  const result = await accountSwitchByUserId({ userId })
  rxTokenSource.forget()
  sessionStore.switched(result.accessToken)
  queryClient.removeQueries({ predicate: (query) => !String(query.queryKey[0]).startsWith('/api/hospital') })
  await Promise.all([queryClient.fetchQuery(userInfoQuery()), queryClient.fetchQuery(mainUserInfoQuery())])
}
