import { useQuery } from '@tanstack/react-query'
import { CalendarDays } from 'lucide-react'
import { appClock } from '@/shared/lib/clock'
import { appointment } from '@/shared/messages/appointment'
import { EmptyState, QueryState } from '@/shared/ui'
import { clinicAppointmentsQuery } from '@/features/appointment/appointment.queries'
import { ClinicCard } from '@/features/appointment/components/AppointmentCards'
import styles from '@/features/appointment/components/Appointment.module.css'
import { BookLink } from '@/features/appointment/components/BookLink'
import { InquiryTabs } from '@/features/appointment/components/InquiryTabs'
import { useCancelClinicAppointment } from '@/features/appointment/components/use-cancel-appointment'
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
    <div className={styles.page}>
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
              <section className={styles.listSection} aria-labelledby="clinic-upcoming">
                <h2 id="clinic-upcoming" className={styles.heading}>
                  {words.upcoming} {upcoming.length}
                </h2>
                {upcoming.length === 0 ? (
                  <EmptyState title={words.noUpcoming} description={words.emptyHint} action={<BookLink />} />
                ) : (
                  <ul className={styles.cards}>
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
                  </ul>
                )}
              </section>
              {past.length > 0 && (
                <section className={styles.listSection} aria-labelledby="clinic-past">
                  <h2 id="clinic-past" className={styles.heading}>
                    {words.past} {past.length}
                  </h2>
                  <ul className={styles.cards}>
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
