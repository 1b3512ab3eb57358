import { useQuery } from '@tanstack/react-query'
import { CalendarCheck } from 'lucide-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { formatDateTime, formatTime } from '@/shared/lib/korea-time'
import { appointment } from '@/shared/messages/appointment'
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
} from '@/features/appointment/appointment.queries'
import { BookingDone, type BookedAppointment } from '@/features/appointment/components/BookingDone'
import { BookingMissing } from '@/features/appointment/components/BookingMissing'
import { StepIndicator } from '@/features/appointment/components/StepIndicator'
import { type CompleteBooking, useBookAppointment } from '@/features/appointment/hooks/use-book-appointment'
import { bookingSearch, readBooking, sameDoctorSameDay } from '@/features/appointment/lib/booking'
import { useBookingStart } from '@/features/appointment/hooks/use-booking-start'

const { step3: words, visitType: visitTypeNames } = appointment

function Confirm({ booking, onBooked }: { booking: CompleteBooking; onBooked: (a: BookedAppointment) => void }) {
  const { departmentCode, doctorCode, visitType, date, time } = booking
  const session = useSession()
  const doctors = useQuery(bookableDoctorsQuery(departmentCode))
  const departments = useQuery(bookableDepartmentsQuery())
  // The patient's bookings: one with the same doctor on the same day is said here and asked about.
  const bookings = useQuery(clinicAppointmentsQuery())
  const sameDay = sameDoctorSameDay(bookings.data ?? [], { doctorCode, date })
  const doctor = doctors.data?.find((d) => d.doctorCode === doctorCode)
  const department = departments.data?.find((d) => d.departmentCode === departmentCode)
  // The doctor's title as this screen showed it (the booking's answer does not carry it).
  const { book, isPending } = useBookAppointment(booking, (booked) =>
    onBooked({ ...booked, position: doctor?.position }),
  )

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
          loading={isPending}
          disabled={!doctors.isSuccess || !session.user?.patientNo}
          onClick={() => void book()}
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
