import { useQuery } from '@tanstack/react-query'
import { CalendarPlus } from 'lucide-react'
import { useArrivalCheckIn } from '@/shared/blocks/schedule/use-arrival-check-in'
import { ReceptionIdCheckSlot } from '@/shared/blocks/schedule/ReceptionIdCheckSlot'
import { Preparation, ScheduleList } from '@/shared/blocks/schedule/ScheduleList'
import type { AppointmentOverview } from '@/api/generated/outpatient/model'
import { formatDate, formatTime, todayKst } from '@/shared/lib/korea-time'
import { home } from '@/shared/messages/home'
import { homeCheckup } from '@/shared/messages/home-checkup'
import { schedule } from '@/shared/messages/schedule'
import { OfflineNotice, receivedAt } from '@/shared/offline/OfflineNotice'
import { lazyWithRetry, LoadBoundary } from '@/shared/lazy'
import { href } from '@/shared/routes/route-table'
import { EmptyState, LinkButton, QueryState, Section, Stack, Text } from '@/shared/ui'
import { useCheckupToday, useNextCheckup } from '@/features/home/checkup-day.queries'
import { CardLoading } from '@/features/home/components/HomeLoading'
import { todayScheduleQuery, upcomingQuery } from '@/features/home/home.queries'
import { nearestDay, sameDay, type NearestDay } from '@/features/home/lib/nearest-day'
import styles from './HomeCards.module.css'

/**
 * The nearest day's appointments (the outpatient ones, or a booked checkup): with nothing today,
 * or after today's schedule, so an appointment just booked for another day is on home too.
 */
function NearestAppointments({ day, checkup, appointments: nearest }: NearestDay) {
  return (
    <>
      <Text weight="bold" tone="primary">
        {`${schedule.nextAppointments} · ${formatDate(day)}`}
      </Text>
      <Stack as="ul" gap={1}>
        {checkup && (
          <Stack as="li" gap={1}>
            <Text>{`${formatTime(checkup.checkupTime)} ${homeCheckup.upcoming(checkup.packageName)}`}</Text>
            {checkup.preparation && <Preparation text={checkup.preparation} />}
          </Stack>
        )}
        {nearest.map((a) => (
          <Stack as="li" key={a.appointmentId} gap={1}>
            <Text>
              {sameDay(a)
                ? `${a.testName} · ${schedule.anyTimeThatDay}`
                : `${a.appointmentTime ? `${formatTime(a.appointmentTime)} ` : ''}${
                    a.testName ?? `${a.departmentName} ${schedule.doctorTitle(a.doctorName)}`
                  }`}
            </Text>
            {a.preparation && <Preparation text={a.preparation} />}
          </Stack>
        ))}
      </Stack>
    </>
  )
}

/** The nearest future appointments, when there is nothing today. */
function Upcoming() {
  const query = useQuery(upcomingQuery())
  // On a checkup day the checkup's card above says what today holds: not "nothing scheduled".
  const checkupToday = useCheckupToday()
  const nextCheckup = useNextCheckup()
  return (
    <QueryState
      query={query}
      isEmpty={(data) => !data.minDateStr && !nextCheckup}
      empty={
        checkupToday ? (
          <Stack padded>
            <Text tone="sub">{homeCheckup.nothingElseToday}</Text>
          </Stack>
        ) : (
          <EmptyState
            icon={<CalendarPlus aria-hidden="true" />}
            title={schedule.noUpcoming}
            description={schedule.noUpcomingHint}
            action={
              <LinkButton variant="primary" to={href('outpatientAppointmentStep1')}>
                {schedule.book}
              </LinkButton>
            }
          />
        )
      }
    >
      {(data) => (
        <Stack padded>
          <Text size="sm" tone="sub">
            {checkupToday ? homeCheckup.nothingElseToday : schedule.noScheduleToday}
          </Text>
          <NearestOf data={data} afterToday={false} />
        </Stack>
      )}
    </QueryState>
  )
}

/** The nearest day of the overview (and a booked checkup), if there is one. */
function NearestOf({ data, afterToday }: { data: AppointmentOverview; afterToday: boolean }) {
  const nearest = nearestDay(data, useNextCheckup(), todayKst(), afterToday)
  return nearest ? <NearestAppointments {...nearest} /> : null
}

/** After today's schedule: the next day with an appointment, if the overview has one (quietly). */
function AfterToday() {
  const query = useQuery(upcomingQuery())
  const nextCheckup = useNextCheckup()
  const nearest = query.data && nearestDay(query.data, nextCheckup, todayKst(), true)
  if (!nearest) return null
  return (
    <Stack padded gap={1} className={styles.afterToday}>
      <NearestAppointments {...nearest} />
    </Stack>
  )
}

/**
 * Today's schedule, or the nearest future appointments (spec: home). Arrival check-in is offered
 * while there is a connection; without one, the kept copy is shown with the time it was received.
 */
export function TodayCard() {
  const today = useQuery(todayScheduleQuery())
  const { checkIn, isPending } = useArrivalCheckIn()
  return (
    <Section
      title={home.todaySchedule}
      action={
        <LinkButton variant="text" size="sm" to={href('todaySchedule')}>
          {home.seeAll}
        </LinkButton>
      }
    >
      {/* Without a connection: the kept copy's time, and that check-in waits for one. */}
      <OfflineNotice since={receivedAt(today)} actions />
      <QueryState query={today} isEmpty={(items) => items.length === 0} empty={<Upcoming />}>
        {(items) => (
          <>
            {/* A clinic visit ahead: the ID check at reception (the hospital's words). */}
            <ReceptionIdCheckSlot today={items} inset />
            <ScheduleList items={items} onArrive={(item) => void checkIn(item)} arriving={isPending} />
            <AfterToday />
          </>
        )}
      </QueryState>
    </Section>
  )
}

const CheckupDayHome = lazyWithRetry(() => import('./CheckupDayHome').then((m) => ({ default: m.CheckupDayHome })))

/**
 * A checkup day's card, above this one on home. Its loader travels in this chunk, not in every
 * first load (the home's first load has no byte to spare); the card's own chunk (with the checkup's
 * words) loads only on a checkup day.
 */
export function CheckupDaySlot() {
  if (!useCheckupToday()) return null
  return (
    <LoadBoundary loading={<CardLoading />}>
      <CheckupDayHome />
    </LoadBoundary>
  )
}
