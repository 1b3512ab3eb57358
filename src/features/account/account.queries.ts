import {
  getFetchTermsDetailQueryOptions,
  getFindUserByNameCiQueryOptions,
  getListTermsQueryOptions,
} from '@/api/generated/account'
import type { VerificationLookupRequest } from '@/api/generated/account/model'

/** Terms change a few times a year. */
const TERMS_STALE_MS = 10 * 60_000

/** The terms to agree to when signing up (required and optional). */
export const signUpTermsQuery = () => getListTermsQueryOptions('SIGNUP', { query: { staleTime: TERMS_STALE_MS } })

/** One term's text (base64), shown on the screen where it is needed. */
export const termsDetailQuery = (termsId: number) =>
  getFetchTermsDetailQueryOptions(termsId, { query: { staleTime: TERMS_STALE_MS } })

/** One term's text opened from a "보기" button: a failure is said in the error dialog. */
export const termsDocumentQuery = (termsId: number) =>
  getFetchTermsDetailQueryOptions(termsId, { query: { staleTime: TERMS_STALE_MS, meta: { errorDisplay: 'dialog' } } })

/**
 * Who verified on the phone, as the server holds it under the handle (name, birth date, phone,
 * whether already a member). Read when needed, never kept: the handle lives ten minutes.
 */
export const verifiedPersonQuery = (lookup: VerificationLookupRequest) =>
  getFindUserByNameCiQueryOptions(lookup, {
    query: { staleTime: 0, gcTime: 0, retry: false, meta: { errorDisplay: 'silent' } },
  })
