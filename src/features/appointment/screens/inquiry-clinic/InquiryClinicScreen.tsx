import { useQuery } from '@tanstack/react-query'
import { CalendarDays } from 'lucide-react'
import { appClock } from '@/shared/lib/clock'
import { appointment } from '@/shared/messages/appointment'
import { EmptyState, Page, QueryState, Stack, Text } from '@/shared/ui'
import { clinicAppointmentsQuery } from '@/features/appointment/appointment.queries'
import { ClinicCard } from '@/features/appointment/components/AppointmentCards'
import { BookLink } from '@/features/appointment/components/BookLink'
import { InquiryTabs } from '@/features/appointment/components/InquiryTabs'
import { useCancelClinicAppointment } from '@/features/appointment/hooks/use-cancel-appointment'
import { splitByTime } from '@/features/appointment/lib/inquiry'

const { inquiry: words } = appointment

/**
 * The clinic bookings, latest first (spec section 7), those to come apart from those passed.
 * Bookings to come can be cancelled (when the server allows it) and given a reminder.
 */
export default function InquiryClinicScreen() {
  const query = useQuery(clinicAppointmentsQuery())
  const { cancel, isPending } = useCancelClinicAppointment()
  return (
    <Page>
      <InquiryTabs current="clinic" />
      <QueryState
        query={query}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState
            icon={<CalendarDays aria-hidden="true" />}
            title={words.emptyClinic}
            description={words.emptyHint}
            action={<BookLink />}
          />
        }
      >
        {(list) => {
          const { upcoming, past } = splitByTime(list, appClock.now())
          return (
            <>
              <Stack as="section" inset aria-labelledby="clinic-upcoming">
                <Text as="h2" size="lg" weight="bold" id="clinic-upcoming">
                  {words.upcoming} {upcoming.length}
                </Text>
                {upcoming.length === 0 ? (
                  <EmptyState title={words.noUpcoming} description={words.emptyHint} action={<BookLink />} />
                ) : (
                  <Stack as="ul">
                    {upcoming.map((appointment) => (
                      <li key={appointment.appointmentId}>
                        <ClinicCard
                          appointment={appointment}
                          upcoming
                          onCancel={(a) => void cancel(a)}
                          cancelling={isPending}
                        />
                      </li>
                    ))}
                  </Stack>
                )}
              </Stack>
              {past.length > 0 && (
                <Stack as="section" inset aria-labelledby="clinic-past">
                  <Text as="h2" size="lg" weight="bold" id="clinic-past">
                    {words.past} {past.length}
                  </Text>
                  <Stack as="ul">
                    {past.map((appointment) => (
                      <li key={appointment.appointmentId}>
                        <ClinicCard
                          appointment={appointment}
                          upcoming={false}
                          onCancel={() => undefined}
                          cancelling={false}
                        />
                      </li>
                    ))}
                  </Stack>
                </Stack>
              )}
            </>
          )
        }}
      </QueryState>
    </Page>
  )
}
