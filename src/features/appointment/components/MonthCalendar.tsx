import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { AvailableDate } from '../../../api/generated/outpatient/model'
import { messages } from '../../../shared/messages'
import { appointment } from '../../../shared/messages/appointment'
import { fullDateLabel, monthGrid } from '../lib/calendar'
import styles from './Appointment.module.css'

const { step2: words } = appointment
const { weekdays } = messages.common

export interface MonthCalendarProps {
  /** YYYY-MM shown. */
  month: string
  /** The months the patient may move between. */
  months: readonly string[]
  onMonthChange: (month: string) => void
  /** The server's answer per date. */
  dates: ReadonlyMap<string, AvailableDate>
  selected: string | undefined
  onSelect: (date: string) => void
}

/**
 * A month of dates as buttons: only bookable days can be pressed; each button says its whole
 * date and whether it can be booked, and the chosen one is pressed (aria-pressed).
 */
export function MonthCalendar({ month, months, onMonthChange, dates, selected, onSelect }: MonthCalendarProps) {
  const position = months.indexOf(month)
  const [year = 0, monthNumber = 0] = month.split('-').map(Number)
  const title = words.month(year, monthNumber)
  return (
    <div className={styles.body}>
      <div className={styles.calendarHeader}>
        <button
          type="button"
          className={styles.monthButton}
          aria-label={words.previousMonth}
          disabled={position <= 0}
          onClick={() => onMonthChange(months[position - 1]!)}
        >
          <ChevronLeft aria-hidden="true" />
        </button>
        <h3 className={styles.monthTitle} aria-live="polite">
          {title}
        </h3>
        <button
          type="button"
          className={styles.monthButton}
          aria-label={words.nextMonth}
          disabled={position < 0 || position >= months.length - 1}
          onClick={() => onMonthChange(months[position + 1]!)}
        >
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
      <table className={styles.calendar} aria-label={title}>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week, row) => (
            <tr key={row}>
              {week.map((date, column) => {
                if (!date) return <td key={`${row}-${column}`} />
                const info = dates.get(date)
                const available = info?.isAvailable === 'Y'
                return (
                  <td key={date}>
                    <button
                      type="button"
                      className={styles.day}
                      disabled={!available}
                      aria-pressed={date === selected}
                      onClick={() => onSelect(date)}
                    >
                      {/* The day's number for the eye, the whole date and its state for the ear. */}
                      <span aria-hidden="true">{Number(date.slice(8))}</span>
                      <span className="visually-hidden">
                        {words.dateLabel(fullDateLabel(date), available, info?.remaining ?? 0)}
                      </span>
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.legend}>
        <span className={styles.legendAvailable}>{words.legendAvailable}</span>
        <span className={styles.legendUnavailable}>{words.legendUnavailable}</span>
      </p>
    </div>
  )
}
