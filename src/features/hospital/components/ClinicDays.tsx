import { useQuery } from '@tanstack/react-query'
import { formatDate, kst } from '@/shared/lib/dates'
import { hospital } from '@/shared/messages/hospital'
import { QueryState } from '@/shared/ui'
import { doctorClinicDaysQuery } from '../hospital.queries'
import { clinicDates } from '../lib/schedule'
import styles from './Hospital.module.css'

const { doctor: words } = hospital

/** The detail screen lists this many days ahead, today included. */
const DAYS_AHEAD = 14

/** The doctor's clinic days of the coming two weeks, one line per date. */
export function ClinicDays({ departmentCode, doctorCode }: { departmentCode: string; doctorCode: string }) {
  // Formatted on the Korea-time day itself (isoDate() of a Dayjs shifts it by the offset again).
  const today = kst()
  const query = useQuery(
    doctorClinicDaysQuery(
      departmentCode,
      doctorCode,
      today.format('YYYY-MM-DD'),
      today.add(DAYS_AHEAD - 1, 'day').format('YYYY-MM-DD'),
    ),
  )
  return (
    <QueryState query={query}>
      {(days) => {
        const dates = clinicDates(days)
        if (dates.length === 0) return <p>{words.noClinicDays}</p>
        return (
          <ul className={styles.days} aria-label={words.clinicDays}>
            {dates.map(({ date, sessions }) => (
              <li key={date}>
                <span>{formatDate(date)}</span>
                <span className={styles.open}>{sessions.map((s) => words.session[s]).join(' · ')}</span>
              </li>
            ))}
          </ul>
        )
      }}
    </QueryState>
  )
}
