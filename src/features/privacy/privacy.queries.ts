import { getFetchTermsDetailQueryOptions } from '@/api/generated/account'
import { decodeBase64Utf8 } from '@/shared/lib/text'
import { policyDocument } from './lib/policy-text'

/** The terms call's id for the privacy policy (spec: terms 1 use, 2 privacy). */
export const PRIVACY_TERMS_ID = 2

/** The policy, decoded from base64 and shaped as a content page once per answer. */
export const privacyPolicyQuery = () =>
  getFetchTermsDetailQueryOptions(PRIVACY_TERMS_ID, {
    query: {
      staleTime: 60 * 60_000,
      select: (terms) => ({
        version: terms.version,
        effectiveDate: terms.effectiveDate,
        page: policyDocument(terms.title, decodeBase64Utf8(terms.termsContents)),
      }),
    },
  })
