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
