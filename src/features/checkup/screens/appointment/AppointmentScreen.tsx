import { useQuery } from '@tanstack/react-query'
import { CalendarPlus } from 'lucide-react'
import { checkup } from '@/shared/messages/checkup'
import { useSession } from '@/shared/session/use-session'
import { EmptyState, Page, QueryState, Section } from '@/shared/ui'
import { historyQuery } from '@/features/checkup/checkup.queries'
import { AppointmentCard } from '@/features/checkup/components/AppointmentCard'
import { BookingForm } from '@/features/checkup/components/BookingForm'
import { useCancelCheckup } from '@/features/checkup/hooks/use-cancel-checkup'

const { appointment: words } = checkup

/**
 * Checkup appointment (검진 예약): the booked checkups with where each day stands (the status
 * call for the patient, date and type) and a cancel that asks first; below, booking a new one
 * from three weeks after today.
 */
export default function AppointmentScreen() {
  const session = useSession()
  const history = useQuery(historyQuery())
  const { cancel, isPending } = useCancelCheckup()
  const patientNo = session.user?.patientNo ?? ''
  return (
    <Page>
      <QueryState query={history}>
        {({ appointments }) => (
          <>
            <Section title={words.mine} variant="plain">
              {appointments.length === 0 ? (
                <EmptyState
                  icon={<CalendarPlus aria-hidden="true" />}
                  title={words.none}
                  description={words.noneHint}
                />
              ) : (
                <>
                  {appointments.map((appointment) => (
                    <AppointmentCard
                      key={appointment.receptionId}
                      appointment={appointment}
                      patientNo={patientNo}
                      onCancel={(a) => void cancel(a)}
                      cancelling={isPending}
                    />
                  ))}
                </>
              )}
            </Section>
            <Section title={words.book}>
              <BookingForm appointments={appointments} />
            </Section>
          </>
        )}
      </QueryState>
    </Page>
  )
}
