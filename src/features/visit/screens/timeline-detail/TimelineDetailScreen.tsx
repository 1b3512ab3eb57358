import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarX } from 'lucide-react'
import { useParams, useSearchParams } from 'react-router-dom'
import type { TimelineEntry } from '@/api/generated/common/model'
import { formatDate, todayKst } from '@/shared/lib/dates'
import { visit } from '@/shared/messages/visit'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { Badge, EmptyState, FactList, InfoBox, QueryState, Section, type Fact } from '@/shared/ui'
import { entryTime, typeTone } from '@/features/visit/components/TimelineEntryRow'
import { TodayVisitActions } from '@/features/visit/components/TodayVisitActions'
import styles from '@/features/visit/components/VisitScreens.module.css'
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
        <AppLink
          className={styles.primaryLink}
          to={href('timeline', undefined, date ? rangeSearch(monthOf(date)) : undefined)}
        >
          {visit.timeline.backToTimeline}
        </AppLink>
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
      <div className={styles.headline}>
        <div className={styles.badges}>
          <Badge tone={typeTone[entry.scheduleType]}>{visit.scheduleType[entry.scheduleType]}</Badge>
          {isTodayVisit && <Badge tone="primary">{visit.timeline.todayVisit}</Badge>}
          {entry.treatmentStatus && (
            <Badge tone={statusTone[entry.treatmentStatus]}>{visit.treatmentStatus[entry.treatmentStatus]}</Badge>
          )}
        </div>
        <h2 className={styles.headlineTitle}>{entry.title}</h2>
      </div>
      <Section title={visit.timeline.detailTitle}>
        <FactList facts={facts} className={styles.facts} />
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
    <div className={styles.page}>
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
    </div>
  )
}
