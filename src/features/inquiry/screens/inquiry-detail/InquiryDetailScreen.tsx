import { useQuery } from '@tanstack/react-query'
import { Hourglass } from 'lucide-react'
import { useParams } from 'react-router-dom'
import type { InquiryDetail } from '@/api/generated/account/model'
import { formatDate, formatTime, isoDateTime } from '@/shared/lib/korea-time'
import { inquiry } from '@/shared/messages/inquiry'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { FactList, QueryState, Section } from '@/shared/ui'
import styles from '@/features/inquiry/components/Inquiry.module.css'
import { StatusBadge } from '@/features/inquiry/components/StatusBadge'
import { inquiryQuery } from '@/features/inquiry/inquiry.queries'

/** 2026.11.19 (목) 오후 2:05, in Korea. */
const dateTime = (moment: string) => `${formatDate(moment)} ${formatTime(isoDateTime(moment).slice(11, 16))}`

function Question({ detail }: { detail: InquiryDetail }) {
  return (
    <Section title={inquiry.question}>
      <article className={styles.article} aria-labelledby="inquiry-subject">
        <h3 id="inquiry-subject" className={styles.subject}>
          {detail.title}
        </h3>
        <FactList
          facts={[
            [inquiry.category, inquiry.categories[detail.category]],
            [inquiry.askedAt, dateTime(detail.createdAt)],
            [inquiry.statusLabel, <StatusBadge status={detail.status} />],
          ]}
        />
        <p className={styles.text}>{detail.body}</p>
      </article>
    </Section>
  )
}

function Answer({ detail }: { detail: InquiryDetail }) {
  const { answer } = detail
  return (
    <Section title={inquiry.answer}>
      {answer ? (
        <div className={styles.article}>
          <FactList
            facts={[
              [inquiry.answeredBy, answer.answeredBy],
              [inquiry.answeredAt, dateTime(answer.answeredAt)],
            ]}
          />
          <p className={`${styles.text} ${styles.answer}`}>{answer.body}</p>
        </div>
      ) : (
        <div className={styles.pending}>
          <Hourglass aria-hidden="true" />
          <div>
            <p className={styles.pendingTitle}>{inquiry.waitingTitle}</p>
            <p className={styles.muted}>{inquiry.waitingHint}</p>
          </div>
        </div>
      )}
    </Section>
  )
}

/** A question the patient asked, and the hospital's answer (or that it is on its way). */
export default function InquiryDetailScreen() {
  const { inquiryId = '' } = useParams()
  const query = useQuery(inquiryQuery(inquiryId))
  return (
    <div className={styles.page}>
      <QueryState query={query}>
        {(detail) => (
          <>
            <Question detail={detail} />
            <Answer detail={detail} />
          </>
        )}
      </QueryState>
      <div className={styles.intro}>
        <AppLink className={styles.listLink} to={href('inquiry')}>
          {inquiry.backToList}
        </AppLink>
      </div>
    </div>
  )
}
