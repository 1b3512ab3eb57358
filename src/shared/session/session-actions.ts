import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { accountSwitchByUserId, deleteAllPushTokens } from '@/api/generated/account'
import type { LoginResponse } from '@/api/generated/account/model'
import { nativeBridge } from '../native'
import { mainUserInfoQuery, userInfoQuery } from './session-queries'
import { sessionStore } from './session-store'

/** Stores a new sign-in and loads the user (twice on the first login, as the spec asks). */
export async function completeSignIn(queryClient: QueryClient, login: LoginResponse): Promise<void> {
  queryClient.clear()
  sessionStore.signedIn(login.accessToken, login.userId)
  await Promise.all([queryClient.fetchQuery(userInfoQuery()), queryClient.fetchQuery(mainUserInfoQuery())])
  if (login.isFirstLogin === 'Y') await queryClient.refetchQueries({ queryKey: mainUserInfoQuery().queryKey })
}

/**
 * Clears every token, the user, the selected user and the flags; push tokens are dropped first,
 * and the phone's medicine reminders go with the records kept on the phone (they name medicines).
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  if (sessionStore.getSnapshot().token) {
    await deleteAllPushTokens().catch(() => undefined)
  }
  // Not awaited: a shell that never answers must not keep the patient signed in.
  void nativeBridge()
    .cancelAllDailyAlarms()
    .catch(() => undefined)
  sessionStore.signedOut()
  queryClient.clear()
}

/** Acts as another account of the family (or the main account again), with a fresh cache. */
export async function switchAccount(queryClient: QueryClient, userId: string): Promise<void> {
  const result = await accountSwitchByUserId({ userId })
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
