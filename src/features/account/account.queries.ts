import { getFetchTermsDetailQueryOptions, getListTermsQueryOptions } from '@/api/generated/account'

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
