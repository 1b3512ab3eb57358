import { useQuery } from '@tanstack/react-query'
import { CalendarPlus, Clock, FileText, Microscope } from 'lucide-react'
import type { CheckupRecord } from '@/api/generated/checkup/model'
import { formatDate } from '@/shared/lib/korea-time'
import { checkup } from '@/shared/messages/checkup'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { Badge, EmptyState, LinkButton, List, ListRow, Page, QueryState, Section, Stack } from '@/shared/ui'
import { historyQuery } from '@/features/checkup/checkup.queries'

const { result: words } = checkup

function RecordRow({ record }: { record: CheckupRecord }) {
  const ready = record.isResultReady === 'Y'
  const when = `${formatDate(record.checkupDate)} · ${checkup.type[record.checkupType]}`
  const opens = words.availableFrom(formatDate(record.resultAvailableFrom))
  return (
    <ListRow
      as={AppLink}
      to={href('checkupResultDetail', { checkupId: record.checkupId, checkupType: record.checkupType })}
      chevron
      leading={ready ? <Microscope aria-hidden="true" /> : <Clock aria-hidden="true" />}
      title={record.packageName}
      meta={ready ? when : [when, opens]}
      trailing={<Badge tone={ready ? 'primary' : 'neutral'}>{ready ? words.ready : words.waiting}</Badge>}
    />
  )
}

/**
 * The checkup history (검진 결과): every checkup with its result, or when a result still in its
 * waiting period (7 days comprehensive, 14 national) will open; the reports one tap away.
 */
export default function ResultScreen() {
  const history = useQuery(historyQuery())
  return (
    <Page>
      <Section title={words.listLabel}>
        <QueryState
          query={history}
          isEmpty={(data) => data.records.length === 0}
          empty={
            <EmptyState
              icon={<Microscope aria-hidden="true" />}
              title={words.empty}
              description={words.emptyHint}
              action={
                <LinkButton
                  variant="primary"
                  to={href('checkupAppointment')}
                  icon={<CalendarPlus aria-hidden="true" />}
                >
                  {checkup.appointment.book}
                </LinkButton>
              }
            />
          }
        >
          {(data) => (
            <List label={words.listLabel}>
              {data.records.map((record) => (
                <RecordRow key={`${record.checkupId}-${record.checkupType}`} record={record} />
              ))}
            </List>
          )}
        </QueryState>
      </Section>
      <Stack inset>
        <LinkButton to={href('checkupReport')} icon={<FileText aria-hidden="true" />}>
          {words.reports}
        </LinkButton>
      </Stack>
    </Page>
  )
}
