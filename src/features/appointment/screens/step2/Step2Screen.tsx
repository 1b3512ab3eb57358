import { useQuery } from '@tanstack/react-query'
import { ArrowRight, CalendarX } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { Doctor } from '@/api/generated/outpatient/model'
import { HOSPITAL } from '@/shared/config/hospital'
import { todayKst } from '@/shared/lib/dates'
import { formatDate } from '@/shared/lib/korea-time'
import { appointment } from '@/shared/messages/appointment'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import { fullDateLabel, monthOf, monthsBetween } from '@/shared/lib/calendar'
import {
  Badge,
  BottomAction,
  Button,
  CallLink,
  Cluster,
  EmptyState,
  LinkButton,
  Page,
  QueryState,
  Section,
  SkeletonList,
  Stack,
  Text,
} from '@/shared/ui'
import { MonthCalendar, type CalendarDay } from '@/shared/ui/month-calendar/MonthCalendar'
import {
  availableDatesQuery,
  availableTimesQuery,
  bookableDoctorsQuery,
  visitTypeQuery,
} from '@/features/appointment/appointment.queries'
import styles from '@/features/appointment/components/Appointment.module.css'
import { BookingMissing } from '@/features/appointment/components/BookingMissing'
import { NotBookableInfo } from '@/features/appointment/components/NotBookableInfo'
import { StepIndicator } from '@/features/appointment/components/StepIndicator'
import { TimeSlots } from '@/features/appointment/components/TimeSlots'
import { bookingSearch, bookingWindow, readBooking, type Booking } from '@/features/appointment/lib/booking'
import { useBookingStart } from '@/features/appointment/hooks/use-booking-start'

const { step2: words, visitType: visitTypeNames, visitTypeHint } = appointment

const LEGEND = [
  { label: words.legendAvailable, look: 'available' },
  { label: words.legendUnavailable, look: 'unavailable' },
] as const

interface ChooseProps {
  booking: Required<Pick<Booking, 'departmentCode' | 'doctorCode'>> & Booking
  doctor: Doctor
}

/** The visit type, the calendar, the times and "다음". */
function Choose({ booking, doctor }: ChooseProps) {
  const { departmentCode, doctorCode, date } = booking
  const session = useSession()
  const navigation = useAppNavigation()
  const range = useMemo(() => bookingWindow(todayKst()), [])
  const months = useMemo(() => monthsBetween(range.start, range.end), [range])
  const [shownMonth, setShownMonth] = useState<string>()

  const visit = useQuery(visitTypeQuery(departmentCode, session.user?.patientNo))
  const visitType = visit.data?.visitType
  const dates = useQuery(availableDatesQuery(departmentCode, doctorCode, visitType, range.start, range.end))
  const times = useQuery(availableTimesQuery(departmentCode, doctorCode, visitType, date))
  const byDate = useMemo(() => new Map((dates.data?.dates ?? []).map((d) => [d.date, d])), [dates.data])
  // No day to book with this doctor: the way on is another doctor or the phone, not "choose a date".
  const noDates = dates.isSuccess && !dates.data.dates.some((d) => d.isAvailable === 'Y')
  const dayOf = (day: string): CalendarDay => {
    const info = byDate.get(day)
    const available = info?.isAvailable === 'Y'
    return { available, label: words.dateLabel(fullDateLabel(day), available, info?.remaining ?? 0) }
  }
  // A time from the address that has since been taken (back from a refused booking) is no choice.
  const time = times.data?.some((t) => t.appointmentTime === booking.time && t.isAvailable === 'Y')
    ? booking.time
    : undefined

  /** The choice lives in the address: back, forward and reload keep it. */
  const choose = (patch: Pick<Booking, 'date' | 'time'>) =>
    void navigation.navigate(href('outpatientAppointmentStep2', undefined, bookingSearch({ ...booking, ...patch })), {
      replace: true,
    })

  // A date just picked brings its times into view (they are below the calendar, often under the fold).
  const timesRef = useRef<HTMLDivElement>(null)
  const [picked, setPicked] = useState(false)
  useEffect(() => {
    if (picked && date && times.isSuccess) timesRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }, [picked, date, times.isSuccess])

  // What is still missing, said on the button itself (no alert after the fact): pressing it
  // brings the part to choose into view.
  const calendarRef = useRef<HTMLDivElement>(null)
  const missing = !date || !visitType ? 'date' : !time ? 'time' : undefined
  const next = () => {
    if (missing === 'date') return calendarRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
    if (missing === 'time' || !time || !date || !visitType)
      return timesRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
    void navigation.navigate(
      href(
        'outpatientAppointmentStep3',
        undefined,
        bookingSearch({ departmentCode, doctorCode, visitType, date, time }),
      ),
    )
  }

  return (
    <>
      <Section title={words.doctor} padded>
        <Text size="lg" weight="bold">
          {`${doctor.departmentName} ${appointment.doctorName(doctor.doctorName, doctor.position)}`}
        </Text>
        <QueryState query={visit} loading={<SkeletonList rows={1} />}>
          {({ visitType: type }) => (
            <Cluster as="p">
              <Text as="span" size="sm" tone="sub">
                {words.visitType}
              </Text>
              <Badge tone="primary">{visitTypeNames[type]}</Badge>
              <Text as="span" size="sm" tone="sub">
                {visitTypeHint[type]}
              </Text>
            </Cluster>
          )}
        </QueryState>
      </Section>

      {visit.isSuccess && (
        <div ref={calendarRef} className={styles.scrollTarget}>
          <Section title={words.calendar}>
            <QueryState
              query={dates}
              isEmpty={(data) => !data.dates.some((d) => d.isAvailable === 'Y')}
              empty={
                <EmptyState
                  icon={<CalendarX aria-hidden="true" />}
                  title={words.noDates}
                  description={words.noDatesHint}
                  action={
                    <Stack gap={2}>
                      <LinkButton
                        variant="primary"
                        to={href('outpatientAppointmentStep1Doctor', undefined, { departmentCode })}
                      >
                        {words.otherDoctors}
                      </LinkButton>
                      <CallLink phone={HOSPITAL.phones.appointment}>{words.callToBook}</CallLink>
                    </Stack>
                  }
                />
              }
            >
              {(data) => (
                <MonthCalendar
                  month={shownMonth ?? monthOf(date ?? data.minDateStr)}
                  months={months}
                  onMonthChange={setShownMonth}
                  day={dayOf}
                  legend={LEGEND}
                  selected={date}
                  onSelect={(day) => {
                    setPicked(true)
                    choose({ date: day, time: undefined })
                  }}
                />
              )}
            </QueryState>
          </Section>
        </div>
      )}

      {visit.isSuccess && dates.isSuccess && !noDates && (
        <div ref={timesRef} className={styles.scrollTarget}>
          <Section title={date ? words.timesFor(formatDate(date)) : words.times} padded>
            {date ? (
              <QueryState query={times}>
                {(list) => (
                  <TimeSlots times={list} selected={time} onSelect={(picked) => choose({ date, time: picked })} />
                )}
              </QueryState>
            ) : (
              <Text>{words.chooseDateFirst}</Text>
            )}
          </Section>
        </div>
      )}

      {!noDates && (
        <BottomAction>
          {missing ? (
            <Button size="lg" variant="outline" onClick={next}>
              {missing === 'date' ? words.needDate : words.needTime}
            </Button>
          ) : (
            <Button size="lg" icon={<ArrowRight aria-hidden="true" />} onClick={next}>
              {words.next}
            </Button>
          )}
        </BottomAction>
      )}
    </>
  )
}

/**
 * Booking step 2: the patient's visit type (초진/재진), a month of bookable dates (tomorrow to
 * 60 days ahead) and the chosen day's times. Until both are chosen, the button says which
 * is missing and brings it into view.
 */
export default function Step2Screen() {
  useBookingStart()
  const [params] = useSearchParams()
  const booking = readBooking(params)
  const { departmentCode, doctorCode } = booking
  const doctors = useQuery({ ...bookableDoctorsQuery(departmentCode ?? ''), enabled: Boolean(departmentCode) })

  return (
    <Page>
      <StepIndicator step={2} />
      {!departmentCode || !doctorCode ? (
        <BookingMissing message={words.missing} />
      ) : (
        <QueryState query={doctors}>
          {(list) => {
            const doctor = list.find((d) => d.doctorCode === doctorCode)
            if (!doctor) return <BookingMissing message={words.missing} />
            if (doctor.isBookable !== 'Y') return <NotBookableInfo />
            return <Choose booking={{ ...booking, departmentCode, doctorCode }} doctor={doctor} />
          }}
        </QueryState>
      )}
    </Page>
  )
}
