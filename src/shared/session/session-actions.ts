import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { accountSwitchByUserId } from '@/api/generated/account'
import type { LoginResponse } from '@/api/generated/account/model'
import { nativeBridge } from '../native'
import { refreshCredential } from './refresh-credential'
import { rxTokenSource } from './rx-token'
import { mainUserInfoQuery, userInfoQuery } from './session-queries'
import { sessionStore } from './session-store'
import { revokeOnServer } from './sign-out-queue'

/**
 * Stores a new sign-in (the access token, and the refresh credential in the shell's secure
 * storage) and loads the user (twice on the first login, as the spec asks).
 */
export async function completeSignIn(queryClient: QueryClient, login: LoginResponse): Promise<void> {
  queryClient.clear()
  rxTokenSource.forget()
  await refreshCredential.save({
    userId: login.userId,
    refreshToken: login.refreshToken,
    refreshExpiresAt: login.refreshExpiresAt,
  })
  sessionStore.signedIn(login.accessToken, login.userId)
  await Promise.all([queryClient.fetchQuery(userInfoQuery()), queryClient.fetchQuery(mainUserInfoQuery())])
  if (login.isFirstLogin === 'Y') await queryClient.refetchQueries({ queryKey: mainUserInfoQuery().queryKey })
}

/**
 * Signs out on the phone and on the server: the session is revoked there (its refresh
 * credential, every access token issued from it, this phone's push registration; retried when
 * the phone is back online if it is offline now), every alarm the app set is cancelled, and the
 * tokens, the user, the flags and the records kept on this phone are forgotten.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  const credential = await refreshCredential.read()
  await refreshCredential.clear()
  // Not awaited: a shell that never answers must not keep the patient signed in.
  const bridge = nativeBridge()
  void bridge.cancelAllDailyAlarms().catch(() => undefined)
  void bridge.cancelAllAppointmentAlarms().catch(() => undefined)
  rxTokenSource.forget()
  sessionStore.signedOut()
  queryClient.clear()
  if (credential) await revokeOnServer(credential.refreshToken)
}

/** Acts as another account of the family (or the main account again), with a fresh cache. */
export async function switchAccount(queryClient: QueryClient, userId: string): Promise<void> {
  const result = await accountSwitchByUserId({ userId })
  rxTokenSource.forget()
  sessionStore.switched(result.accessToken)
  queryClient.removeQueries({ predicate: (query) => !String(query.queryKey[0]).startsWith('/api/hospital') })
  await Promise.all([queryClient.fetchQuery(userInfoQuery()), queryClient.fetchQuery(mainUserInfoQuery())])
}

export function useSessionActions() {
  const queryClient = useQueryClient()
  return useMemo(
    () => ({
      completeSignIn: (login: LoginResponse) => completeSignIn(queryClient, login),
      signOut: () => signOut(queryClient),
      switchAccount: (userId: string) => switchAccount(queryClient, userId),
    }),
    [queryClient],
  )
}
