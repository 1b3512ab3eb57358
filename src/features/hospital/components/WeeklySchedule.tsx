import type { WeeklyClinic } from '@/api/generated/hospital/model'
import { messages } from '@/shared/messages'
import { hospital } from '@/shared/messages/hospital'
import { weeklyTable } from '@/features/hospital/lib/schedule'
import styles from './Hospital.module.css'

const { doctor: words } = hospital
const { weekdays } = messages.common

/** The weekly clinic table: Sunday to Saturday across, morning and afternoon down. */
export function WeeklySchedule({ schedule }: { schedule: readonly WeeklyClinic[] }) {
  const rows = weeklyTable(schedule)
  return (
    <table className={styles.table}>
      <caption>{words.weeklyCaption}</caption>
      <thead>
        <tr>
          <td />
          {weekdays.map((day, i) => (
            <th key={day} scope="col" className={i === 0 ? styles.sunday : undefined}>
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.session}>
            <th scope="row">{words.session[row.session]}</th>
            {row.open.map((open, i) => (
              <td key={weekdays[i]} className={open ? styles.open : undefined}>
                {open ? words.open : <span className="visually-hidden">{words.closed}</span>}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
