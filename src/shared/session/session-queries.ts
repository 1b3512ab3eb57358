import type { QueryClient } from '@tanstack/react-query'
import {
  getFetchMainUserInfoQueryOptions,
  getFetchMultiAccountListQueryOptions,
  getFetchUserInfoQueryOptions,
} from '@/api/generated/account'

/** The user's details change rarely; the guard loads them and failures are its business. */
const USER_STALE_MS = 5 * 60_000

export const userInfoQuery = () =>
  getFetchUserInfoQueryOptions({ query: { staleTime: USER_STALE_MS, meta: { errorDisplay: 'silent' } } })

export const mainUserInfoQuery = () =>
  getFetchMainUserInfoQueryOptions({ query: { staleTime: USER_STALE_MS, meta: { errorDisplay: 'silent' } } })

export const multiAccountQuery = () => getFetchMultiAccountListQueryOptions({ query: { staleTime: USER_STALE_MS } })

/**
 * The account got a patient number (registered, or issued with a first visit): the user, the
 * main user and the family list (which shows the main account's number) are read again.
 */
export const readUserAgain = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: userInfoQuery().queryKey }),
    queryClient.invalidateQueries({ queryKey: mainUserInfoQuery().queryKey }),
    queryClient.invalidateQueries({ queryKey: multiAccountQuery().queryKey }),
  ])
