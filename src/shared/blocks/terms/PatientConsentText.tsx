import { useQuery } from '@tanstack/react-query'
import { getFetchTermsDetailQueryOptions } from '@/api/generated/account'
import { decodeBase64Utf8 } from '@/shared/lib/text'
import { QueryState } from '@/shared/ui'
import styles from './PatientConsentText.module.css'

/**
 * The consent to process health information (terms 3), agreed wherever a patient number is
 * issued or registered: registration (own or family) and the first-visit request.
 */
export const PATIENT_CONSENT_TERMS_ID = 3

/** Terms change a few times a year. */
const TERMS_STALE_MS = 10 * 60_000

/** The required consent's text, read before its box is checked. */
export function PatientConsentText() {
  const query = useQuery(
    getFetchTermsDetailQueryOptions(PATIENT_CONSENT_TERMS_ID, { query: { staleTime: TERMS_STALE_MS } }),
  )
  return (
    <QueryState query={query}>
      {(terms) => (
        <div className={styles.text}>
          <p className={styles.title}>{terms.title}</p>
          {decodeBase64Utf8(terms.termsContents)}
        </div>
      )}
    </QueryState>
  )
}
