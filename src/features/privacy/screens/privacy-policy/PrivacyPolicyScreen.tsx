import { useQuery } from '@tanstack/react-query'
import { FileText } from 'lucide-react'
import { ContentPage } from '@/shared/content/ContentPage'
import { formatDate } from '@/shared/lib/korea-time'
import { privacy as words } from '@/shared/messages/privacy'
import { CallLink, EmptyState, QueryState } from '@/shared/ui'
import { privacyPolicyQuery } from '@/features/privacy/privacy.queries'
import styles from './PrivacyPolicyScreen.module.css'

/**
 * The privacy policy (public): terms 2 from the terms call, decoded from base64 and read as a
 * page with its sections as headings, the version and the day it applies from.
 */
export default function PrivacyPolicyScreen() {
  const query = useQuery(privacyPolicyQuery())
  return (
    <QueryState
      query={query}
      isEmpty={(policy) => policy.page.blocks.length === 0 && !policy.page.lead}
      empty={
        <EmptyState
          icon={<FileText aria-hidden="true" />}
          title={words.empty}
          description={words.emptyHint}
          action={<CallLink phone={words.inquiryPhone}>{words.inquiry}</CallLink>}
        />
      }
    >
      {(policy) => (
        <ContentPage
          page={policy.page}
          before={
            <p className={styles.version}>{words.version(policy.version, formatDate(policy.effectiveDate, false))}</p>
          }
        />
      )}
    </QueryState>
  )
}
