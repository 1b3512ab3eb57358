import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarX } from 'lucide-react'
import { useParams, useSearchParams } from 'react-router-dom'
import type { TimelineEntry } from '@/api/generated/common/model'
import { todayKst } from '@/shared/lib/dates'
import { formatDate } from '@/shared/lib/korea-time'
import { visit } from '@/shared/messages/visit'
import { href } from '@/shared/routes/route-table'
import {
  Badge,
  Card,
  Cluster,
  EmptyState,
  type Fact,
  FactList,
  InfoBox,
  LinkButton,
  Page,
  QueryState,
  Section,
  Text,
} from '@/shared/ui'
import { entryTime, typeTone } from '@/features/visit/components/TimelineEntryRow'
import { TodayVisitActions } from '@/features/visit/components/TodayVisitActions'
import { dateFromParams, monthOf, rangeSearch } from '@/features/visit/lib/month-range'
import { timelineQuery } from '@/features/visit/visit.queries'

const statusTone = { NURSE_WAITING: 'neutral', NURSE_RECEIVED: 'primary', COMPLETED: 'info' } as const

function NotFound({ date }: { date: string | undefined }) {
  return (
    <EmptyState
      icon={<CalendarX aria-hidden="true" />}
      title={visit.timeline.detailNotFound}
      description={visit.timeline.detailNotFoundHint}
      action={
        <LinkButton variant="primary" to={href('timeline', undefined, date ? rangeSearch(monthOf(date)) : undefined)}>
          {visit.timeline.backToTimeline}
        </LinkButton>
      }
    />
  )
}

function EntryDetail({ entry }: { entry: TimelineEntry }) {
  const queryClient = useQueryClient()
  const isTodayVisit = entry.scheduleType === 'OUTPATIENT' && entry.scheduleDate === todayKst()
  const facts: Fact[] = [
    [visit.timeline.when, `${formatDate(entry.scheduleDate)} ${entryTime(entry)}`],
    [visit.timeline.department, entry.departmentName],
    [visit.timeline.doctor, entry.doctorName && visit.doctorTitle(entry.doctorName)],
    [visit.timeline.location, entry.location],
  ]
  return (
    <>
      <Card inset>
        <Cluster>
          <Badge tone={typeTone[entry.scheduleType]}>{visit.scheduleType[entry.scheduleType]}</Badge>
          {isTodayVisit && <Badge tone="primary">{visit.timeline.todayVisit}</Badge>}
          {entry.treatmentStatus && (
            <Badge tone={statusTone[entry.treatmentStatus]}>{visit.treatmentStatus[entry.treatmentStatus]}</Badge>
          )}
        </Cluster>
        <Text as="h2" size="xl" weight="bold">
          {entry.title}
        </Text>
      </Card>
      <Section title={visit.timeline.detailTitle} padded>
        <FactList facts={facts} />
      </Section>
      {entry.description && (
        <Section title={visit.timeline.preparation} variant="plain">
          <InfoBox tone="warning">{entry.description}</InfoBox>
        </Section>
      )}
      {isTodayVisit && entry.receptionId && (
        <TodayVisitActions
          receptionId={entry.receptionId}
          // The entry's status changes with the check-in.
          onArrived={() =>
            queryClient.invalidateQueries({ queryKey: timelineQuery(monthOf(entry.scheduleDate)).queryKey })
          }
        />
      )}
    </>
  )
}

/**
 * One timeline entry (일정 상세), found in the month of the date it came with (`?date=`):
 * when, where, who and how to prepare; for today's clinic visit, arrival check-in and the
 * waiting number.
 */
export default function TimelineDetailScreen() {
  const { detailData = '' } = useParams()
  const [params] = useSearchParams()
  const date = dateFromParams(params)
  const query = useQuery({ ...timelineQuery(monthOf(date ?? todayKst())), enabled: date !== undefined })
  if (!date) return <NotFound date={undefined} />
  return (
    <Page>
      <QueryState
        query={query}
        isEmpty={(entries) => !entries.some((e) => e.timelineId === detailData)}
        empty={<NotFound date={date} />}
      >
        {(entries) => {
          const entry = entries.find((e) => e.timelineId === detailData)
          return entry ? <EntryDetail entry={entry} /> : null
        }}
      </QueryState>
    </Page>
  )
}
