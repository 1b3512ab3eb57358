import { useQuery } from '@tanstack/react-query'
import { CalendarPlus, ChevronLeft, ChevronRight } from 'lucide-react'
import { useSearchParams } from 'react-router-dom'
import { todayKst } from '@/shared/lib/dates'
import { formatDate } from '@/shared/lib/korea-time'
import { visit } from '@/shared/messages/visit'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { PatientNoNeeded } from '@/shared/session/PatientNoNeeded'
import { useSession } from '@/shared/session/use-session'
import { Badge, EmptyState, LinkButton, List, Page, QueryState, Section, PagerBar } from '@/shared/ui'
import { TimelineEntryRow } from '@/features/visit/components/TimelineEntryRow'
import styles from '@/features/visit/components/VisitScreens.module.css'
import {
  groupByDate,
  monthOf,
  monthParts,
  rangeFromParams,
  rangeSearch,
  shiftMonth,
  type DateRange,
} from '@/features/visit/lib/month-range'
import { timelineQuery } from '@/features/visit/visit.queries'

const monthLabel = (range: DateRange) => {
  const { year, month } = monthParts(range)
  return visit.timeline.month(year, month)
}

/**
 * The timeline (나의 일정) month by month: this month first, previous and next month buttons,
 * the range in the URL so back and reload keep it. Entries by day, each opening its detail.
 */
export default function TimelineScreen() {
  const [params] = useSearchParams()
  const today = todayKst()
  const range = rangeFromParams(params, today)
  const session = useSession()
  const query = useQuery({ ...timelineQuery(range), enabled: session.hasPatientNo })
  const prev = shiftMonth(range, -1)
  const next = shiftMonth(range, 1)
  const thisMonth = monthOf(today)
  const label = monthLabel(range)
  const isThisMonth = range.startDate === thisMonth.startDate && range.endDate === thisMonth.endDate
  if (!session.isLoading && !session.hasPatientNo) return <PatientNoNeeded />
  return (
    <Page>
      <PagerBar
        previous={
          <AppLink
            className={PagerBar.linkClass}
            to={href('timeline', undefined, rangeSearch(prev))}
            replace
            aria-label={visit.timeline.prevMonth(monthLabel(prev))}
          >
            <ChevronLeft aria-hidden="true" />
          </AppLink>
        }
        next={
          <AppLink
            className={PagerBar.linkClass}
            to={href('timeline', undefined, rangeSearch(next))}
            replace
            aria-label={visit.timeline.nextMonth(monthLabel(next))}
          >
            <ChevronRight aria-hidden="true" />
          </AppLink>
        }
      >
        {label}
      </PagerBar>
      {!isThisMonth && (
        <p className={styles.thisMonth}>
          <LinkButton variant="text" size="sm" to={href('timeline', undefined, rangeSearch(thisMonth))} replace>
            {visit.timeline.thisMonth}
          </LinkButton>
        </p>
      )}
      <QueryState
        query={query}
        isEmpty={(entries) => entries.length === 0}
        empty={
          <EmptyState
            icon={<CalendarPlus aria-hidden="true" />}
            title={visit.timeline.noEntries}
            description={visit.timeline.noEntriesHint}
            action={
              <LinkButton variant="primary" to={href('outpatientAppointmentStep1')}>
                {visit.book}
              </LinkButton>
            }
          />
        }
      >
        {(entries) =>
          groupByDate(entries).map((day) => (
            <Section
              key={day.date}
              title={formatDate(day.date)}
              action={day.date === today && <Badge tone="primary">{visit.timeline.today}</Badge>}
            >
              <List>
                {day.entries.map((entry) => (
                  <TimelineEntryRow key={entry.timelineId} entry={entry} />
                ))}
              </List>
            </Section>
          ))
        }
      </QueryState>
    </Page>
  )
}
