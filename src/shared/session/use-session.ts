import { useQuery } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import type { UserInfo } from '@/api/generated/account/model'
import { hasPatientNo } from '../lib/person'
import { mainUserInfoQuery, userInfoQuery } from './session-queries'
import { sessionStore } from './session-store'

export interface Session {
  /** A token is stored (the guard has confirmed it once the user is loaded). */
  hasToken: boolean
  isSignedIn: boolean
  /** Loading the user after start-up or sign-in. */
  isLoading: boolean
  /** The account acting now (a family member after a switch). */
  user: UserInfo | undefined
  /** The account that signed in. */
  mainUser: UserInfo | undefined
  hasPatientNo: boolean
  /** The acting account is a family member, not the main account. */
  isFamilySelected: boolean
  /**
   * A token is stored but the user could not be loaded (a server error, no answer): the session
   * is kept; screens say so and offer `retry`.
   */
  isUnavailable: boolean
  retry: () => void
}

export function useSession(): Session {
  const { token } = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot)
  const user = useQuery({ ...userInfoQuery(), enabled: Boolean(token) })
  const mainUser = useQuery({ ...mainUserInfoQuery(), enabled: Boolean(token) })
  const current = token ? user.data : undefined
  const main = token ? mainUser.data : undefined
  return {
    hasToken: Boolean(token),
    isSignedIn: Boolean(token && current),
    isLoading: Boolean(token) && (user.isPending || mainUser.isPending),
    user: current,
    mainUser: main,
    hasPatientNo: hasPatientNo(current?.patientNo),
    isFamilySelected: Boolean(current && main && current.userId !== main.userId),
    isUnavailable: Boolean(token) && !current && (user.isError || mainUser.isError),
    retry: () => {
      void user.refetch()
      void mainUser.refetch()
    },
  }
}
