import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import type { InquiryDetail } from '@/api/generated/account/model'
import { formatDate, formatTime, isoDateTime } from '@/shared/lib/korea-time'
import { inquiry } from '@/shared/messages/inquiry'
import { href } from '@/shared/routes/route-table'
import { FactList, InfoBox, LinkButton, Page, QueryState, Section, Stack, Text } from '@/shared/ui'
import styles from '@/features/inquiry/components/Inquiry.module.css'
import { StatusBadge } from '@/features/inquiry/components/StatusBadge'
import { inquiryQuery } from '@/features/inquiry/inquiry.queries'

/** 2026.11.19 (목) 오후 2:05, in Korea. */
const dateTime = (moment: string) => `${formatDate(moment)} ${formatTime(isoDateTime(moment).slice(11, 16))}`

function Question({ detail }: { detail: InquiryDetail }) {
  return (
    <Section title={inquiry.question} padded>
      <Stack as="article" gap={4} aria-labelledby="inquiry-subject">
        <Text as="h3" size="lg" weight="bold" id="inquiry-subject">
          {detail.title}
        </Text>
        <FactList
          facts={[
            [inquiry.category, inquiry.categories[detail.category]],
            [inquiry.askedAt, dateTime(detail.createdAt)],
            [inquiry.statusLabel, <StatusBadge status={detail.status} />],
          ]}
        />
        <Text preLine>{detail.body}</Text>
      </Stack>
    </Section>
  )
}

function Answer({ detail }: { detail: InquiryDetail }) {
  const { answer } = detail
  return (
    <Section title={inquiry.answer} padded>
      {answer ? (
        <>
          <FactList
            facts={[
              [inquiry.answeredBy, answer.answeredBy],
              [inquiry.answeredAt, dateTime(answer.answeredAt)],
            ]}
          />
          <Text preLine className={styles.answer}>
            {answer.body}
          </Text>
        </>
      ) : (
        <InfoBox tone="warning" title={inquiry.waitingTitle}>
          {inquiry.waitingHint}
        </InfoBox>
      )}
    </Section>
  )
}

/** A question the patient asked, and the hospital's answer (or that it is on its way). */
export default function InquiryDetailScreen() {
  const { inquiryId = '' } = useParams()
  const query = useQuery(inquiryQuery(inquiryId))
  return (
    <Page>
      <QueryState query={query}>
        {(detail) => (
          <>
            <Question detail={detail} />
            <Answer detail={detail} />
          </>
        )}
      </QueryState>
      <Stack inset>
        <LinkButton to={href('inquiry')}>{inquiry.backToList}</LinkButton>
      </Stack>
    </Page>
  )
}
