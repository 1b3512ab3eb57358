import { useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarCheck } from 'lucide-react'
import { useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useCreateAppointment } from '@/api/generated/outpatient'
import type { VisitType } from '@/api/generated/outpatient/model'
import { errorMessageOf, isApiError } from '@/api/http'
import { todayKst } from '@/shared/lib/dates'
import { formatDateTime, formatTime } from '@/shared/lib/korea-time'
import { appointment } from '@/shared/messages/appointment'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import {
  BottomAction,
  Button,
  FactList,
  InfoBox,
  LinkButton,
  Page,
  QueryState,
  Section,
  SkeletonList,
  Stack,
  Text,
} from '@/shared/ui'
import {
  bookableDepartmentsQuery,
  bookableDoctorsQuery,
  clinicAppointmentsQuery,
  refreshAfterBookingChange,
  refreshAvailability,
} from '@/features/appointment/appointment.queries'
import { BookingDone, type BookedAppointment } from '@/features/appointment/components/BookingDone'
import { BookingMissing } from '@/features/appointment/components/BookingMissing'
import { StepIndicator } from '@/features/appointment/components/StepIndicator'
import {
  bookingSearch,
  bookingWindow,
  findMadeBooking,
  readBooking,
  sameDoctorSameDay,
} from '@/features/appointment/lib/booking'
import { takeBookingStart, useBookingStart } from '@/features/appointment/lib/booking-start'

const { step3: words, visitType: visitTypeNames } = appointment

interface CompleteBooking {
  departmentCode: string
  doctorCode: string
  visitType: VisitType
  date: string
  time: string
}

/** Server refusals that mean "this time is gone": back to choosing one. */
const CHOOSE_AGAIN = new Set(['SLOT_TAKEN', 'DATE_NOT_BOOKABLE'])

function Confirm({ booking, onBooked }: { booking: CompleteBooking; onBooked: (a: BookedAppointment) => void }) {
  const { departmentCode, doctorCode, visitType, date, time } = booking
  const session = useSession()
  const overlays = useOverlays()
  const navigation = useAppNavigation()
  const queryClient = useQueryClient()
  const doctors = useQuery(bookableDoctorsQuery(departmentCode))
  const departments = useQuery(bookableDepartmentsQuery())
  // One key for this confirmation: a double tap or a retry books once (the server repeats its answer).
  const [requestKey] = useState(() => crypto.randomUUID())
  const sending = useRef(false)
  const mutation = useCreateAppointment({ mutation: { meta: { errorDisplay: 'silent' } } })

  // The patient's bookings: one with the same doctor on the same day is asked about first.
  const bookings = useQuery(clinicAppointmentsQuery())
  const sameDay = sameDoctorSameDay(bookings.data ?? [], { doctorCode, date })
  const doctor = doctors.data?.find((d) => d.doctorCode === doctorCode)
  const department = departments.data?.find((d) => d.departmentCode === departmentCode)

  const range = bookingWindow(todayKst())

  /** Booked: the confirmation, the lists refreshed, the address holding the booking. */
  const done = (booked: BookedAppointment) => {
    // The doctor's title as this screen showed it (the booking's answer does not carry it).
    onBooked({ ...booked, position: doctor?.position })
    void refreshAfterBookingChange(queryClient)
    void refreshAvailability(queryClient, { departmentCode, doctorCode, visitType, date, ...range })
    const doneAddress = href('outpatientAppointmentStep3', undefined, {
      ...bookingSearch(booking),
      appointmentId: booked.appointmentId,
    })
    // The booking is made: the completion takes the steps' place in history, so back returns
    // to where the patient started, not into a booking already made.
    const steps = takeBookingStart()
    if (steps === 0) return void navigation.navigate(doneAddress, { replace: true })
    window.addEventListener('popstate', () => void navigation.navigate(doneAddress), { once: true })
    window.history.go(-steps)
  }

  /** After a booking call that got no answer: the patient's bookings, read fresh, say what happened. */
  const lookUpBooking = async (): Promise<
    { kind: 'booked'; booked: BookedAppointment } | { kind: 'not-booked' } | { kind: 'unknown' }
  > => {
    try {
      const bookings = await queryClient.fetchQuery({ ...clinicAppointmentsQuery(), staleTime: 0 })
      const made = findMadeBooking(bookings, { departmentCode, doctorCode, date, time })
      if (!made) return { kind: 'not-booked' }
      return {
        kind: 'booked',
        booked: {
          appointmentId: made.appointmentId,
          appointmentDate: made.scheduleDate,
          appointmentTime: made.appointmentTime,
          departmentName: made.departmentName,
          doctorName: made.doctorName,
          visitType: made.visitType,
          location: made.location,
        },
      }
    } catch {
      return { kind: 'unknown' }
    }
  }

  /** A booking with the same doctor that day already: the patient says whether a second is meant. */
  const secondBookingMeant = async () => {
    // The list as it is now (cached for half a minute); unreadable, the booking goes ahead as asked.
    const list = await queryClient
      .fetchQuery({ ...clinicAppointmentsQuery(), meta: { errorDisplay: 'silent' } })
      .catch(() => bookings.data ?? [])
    const [first] = sameDoctorSameDay(list, { doctorCode, date })
    if (!first) return true
    return overlays.confirm({
      title: words.sameDayTitle,
      message: words.sameDayQuestion(
        `${formatDateTime(first.scheduleDate, first.appointmentTime)} ${first.departmentName} ${appointment.doctorName(first.doctorName)}`,
      ),
      confirmLabel: words.sameDayConfirm,
    })
  }

  const submit = async () => {
    const patientNo = session.user?.patientNo
    if (sending.current || !patientNo) return
    sending.current = true
    if (!(await secondBookingMeant())) {
      sending.current = false
      return
    }
    const hide = overlays.showSpinner()
    try {
      const result = await mutation.mutateAsync({
        data: {
          patientNo,
          departmentCode,
          doctorCode,
          visitType,
          appointmentDate: date,
          appointmentTime: time,
          requestKey,
        },
      })
      hide()
      done(result)
    } catch (error) {
      // 401/403 are the session's to handle.
      if (isApiError(error) && error.kind === 'auth') return hide()
      // No answer: the server may have booked it. Look before saying anything, and say the truth.
      if (isApiError(error) && error.kind === 'no-response') {
        const outcome = await lookUpBooking()
        hide()
        if (outcome.kind === 'booked') return void done(outcome.booked)
        await overlays.alert(
          outcome.kind === 'not-booked'
            ? { title: words.notBookedTitle, message: words.notBooked, tone: 'error' }
            : { title: words.unknownTitle, message: words.unknown, tone: 'error' },
        )
        return
      }
      hide()
      // Everything else is the server's refusal, shown as it says.
      await overlays.alert({ title: words.refusedTitle, message: errorMessageOf(error), tone: 'error' })
      if (isApiError(error) && error.code && CHOOSE_AGAIN.has(error.code)) {
        await refreshAvailability(queryClient, { departmentCode, doctorCode, visitType, date, ...range })
        void navigation.navigate(
          href('outpatientAppointmentStep2', undefined, bookingSearch({ departmentCode, doctorCode, date })),
          { replace: true },
        )
      }
    } finally {
      hide()
      sending.current = false
    }
  }

  return (
    <>
      <Section title={words.summary} padded>
        <QueryState query={doctors}>
          {() => (
            <Stack>
              <FactList
                facts={[
                  [
                    words.patient,
                    <Text as="span" size="lg" weight="bold" tone="primary">
                      {session.user?.userName}
                    </Text>,
                  ],
                  [words.department, doctor?.departmentName ?? department?.departmentName ?? departmentCode],
                  [words.doctor, doctor ? appointment.doctorName(doctor.doctorName, doctor.position) : doctorCode],
                  [
                    words.dateTime,
                    <Text as="span" size="lg" weight="bold" tone="primary">
                      {formatDateTime(date, time)}
                    </Text>,
                  ],
                  [words.visitType, visitTypeNames[visitType]],
                  [words.location, department?.location ?? words.locationUnknown],
                ]}
              />
              {sameDay[0] && (
                <InfoBox tone="warning">{words.sameDayNote(formatTime(sameDay[0].appointmentTime))}</InfoBox>
              )}
              <InfoBox>{words.notice}</InfoBox>
              <LinkButton
                to={href(
                  'outpatientAppointmentStep2',
                  undefined,
                  bookingSearch({ departmentCode, doctorCode, date, time }),
                )}
                replace
              >
                {words.change}
              </LinkButton>
            </Stack>
          )}
        </QueryState>
      </Section>
      <BottomAction>
        <Button
          size="lg"
          icon={<CalendarCheck aria-hidden="true" />}
          loading={mutation.isPending}
          disabled={!doctors.isSuccess || !session.user?.patientNo}
          onClick={() => void submit()}
        >
          {words.submit}
        </Button>
      </BottomAction>
    </>
  )
}

/** After a reload of the done page: the booking as the inquiry has it, the doctor's title as booked. */
function BookedFromList({ appointmentId, departmentCode }: { appointmentId: string; departmentCode?: string }) {
  const query = useQuery(clinicAppointmentsQuery())
  const doctors = useQuery({ ...bookableDoctorsQuery(departmentCode ?? ''), enabled: Boolean(departmentCode) })
  // The doctor's title comes with the doctors: wait for them (a failure leaves the plain title).
  if (departmentCode && doctors.isPending) return <SkeletonList rows={3} />
  return (
    <QueryState query={query}>
      {(list) => {
        const found = list.find((a) => a.appointmentId === appointmentId)
        const position = doctors.data?.find((d) => d.doctorCode === found?.doctorCode)?.position
        return found ? (
          <BookingDone
            appointment={{ ...found, appointmentDate: found.scheduleDate, location: found.location, position }}
          />
        ) : (
          <BookingMissing message={words.missing} />
        )
      }}
    </QueryState>
  )
}

/**
 * Booking step 3: the summary and "예약하기". One request key per confirmation and a button
 * that waits make a double tap book once; refusals show as dialogs, and a taken time sends the
 * patient back to choose another. Once booked, the address remembers it (reload shows the result).
 */
export default function Step3Screen() {
  useBookingStart()
  const [params] = useSearchParams()
  const { departmentCode, doctorCode, visitType, date, time } = readBooking(params)
  const appointmentId = params.get('appointmentId')
  const [booked, setBooked] = useState<BookedAppointment>()

  if (booked || appointmentId) {
    return (
      <Page>
        {booked ? (
          <BookingDone appointment={booked} />
        ) : (
          <BookedFromList appointmentId={appointmentId!} {...(departmentCode ? { departmentCode } : {})} />
        )}
      </Page>
    )
  }
  return (
    <Page>
      <StepIndicator step={3} />
      {departmentCode && doctorCode && visitType && date && time ? (
        <Confirm booking={{ departmentCode, doctorCode, visitType, date, time }} onBooked={setBooked} />
      ) : (
        <BookingMissing message={words.missing} />
      )}
    </Page>
  )
}
