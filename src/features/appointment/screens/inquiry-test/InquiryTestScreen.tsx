import { useQuery } from '@tanstack/react-query'
import { Microscope } from 'lucide-react'
import { appClock } from '@/shared/lib/clock'
import { appointment } from '@/shared/messages/appointment'
import { EmptyState, Page, QueryState, Stack, Text } from '@/shared/ui'
import { testAppointmentsQuery } from '@/features/appointment/appointment.queries'
import { TestCard } from '@/features/appointment/components/AppointmentCards'
import { InquiryTabs } from '@/features/appointment/components/InquiryTabs'
import { splitByTime } from '@/features/appointment/lib/inquiry'

const { inquiry: words } = appointment

/** The test bookings: test, place, preparation; same-day tests as "any time that day". */
export default function InquiryTestScreen() {
  const query = useQuery(testAppointmentsQuery())
  return (
    <Page>
      <InquiryTabs current="test" />
      <QueryState
        query={query}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon={<Microscope aria-hidden="true" />} title={words.emptyTest} />}
      >
        {(list) => {
          const { upcoming, past } = splitByTime(list, appClock.now(), { sameDayTests: true })
          return (
            <>
              <Stack as="section" inset aria-labelledby="test-upcoming">
                <Text as="h2" size="lg" weight="bold" id="test-upcoming">
                  {words.upcoming} {upcoming.length}
                </Text>
                {upcoming.length === 0 ? (
                  <EmptyState title={words.noUpcoming} />
                ) : (
                  <Stack as="ul">
                    {upcoming.map((test) => (
                      <li key={test.appointmentId}>
                        <TestCard test={test} upcoming />
                      </li>
                    ))}
                  </Stack>
                )}
              </Stack>
              {past.length > 0 && (
                <Stack as="section" inset aria-labelledby="test-past">
                  <Text as="h2" size="lg" weight="bold" id="test-past">
                    {words.past} {past.length}
                  </Text>
                  <Stack as="ul">
                    {past.map((test) => (
                      <li key={test.appointmentId}>
                        <TestCard test={test} upcoming={false} />
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
