import { useQuery } from '@tanstack/react-query'
import { Microscope } from 'lucide-react'
import { appClock } from '@/shared/lib/clock'
import { appointment } from '@/shared/messages/appointment'
import { EmptyState, QueryState } from '@/shared/ui'
import { testAppointmentsQuery } from '@/features/appointment/appointment.queries'
import { TestCard } from '@/features/appointment/components/AppointmentCards'
import styles from '@/features/appointment/components/Appointment.module.css'
import { InquiryTabs } from '@/features/appointment/components/InquiryTabs'
import { splitByTime } from '@/features/appointment/lib/inquiry'

const { inquiry: words } = appointment

/** The test bookings: test, place, preparation; same-day tests as "any time that day". */
export default function InquiryTestScreen() {
  const query = useQuery(testAppointmentsQuery())
  return (
    <div className={styles.page}>
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
              <section className={styles.listSection} aria-labelledby="test-upcoming">
                <h2 id="test-upcoming" className={styles.heading}>
                  {words.upcoming} {upcoming.length}
                </h2>
                {upcoming.length === 0 ? (
                  <EmptyState title={words.noUpcoming} />
                ) : (
                  <ul className={styles.cards}>
                    {upcoming.map((test) => (
                      <li key={test.appointmentId}>
                        <TestCard test={test} upcoming />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              {past.length > 0 && (
                <section className={styles.listSection} aria-labelledby="test-past">
                  <h2 id="test-past" className={styles.heading}>
                    {words.past} {past.length}
                  </h2>
                  <ul className={styles.cards}>
                    {past.map((test) => (
                      <li key={test.appointmentId}>
                        <TestCard test={test} upcoming={false} />
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </>
          )
        }}
      </QueryState>
    </div>
  )
}
