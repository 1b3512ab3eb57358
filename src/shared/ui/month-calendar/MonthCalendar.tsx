import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { monthGrid } from '@/shared/lib/calendar'
import { messages } from '@/shared/messages'
import { calendar as words } from '@/shared/messages/calendar'
import styles from './MonthCalendar.module.css'

const { weekdays } = messages.common

/** What the calendar shows of one day. */
export interface CalendarDay {
  /** The day can be chosen. */
  available: boolean
  /** The whole date and its state, for the ear ("2026년 12월 1일 화요일, 예약 불가 ..."). */
  label: string
  /**
   * A closed day with a rule behind it (the checkup's three weeks): drawn hatched, so it reads
   * apart from the other closed days without colour; the legend and the label say which rule.
   */
  rule?: boolean
}

export interface CalendarLegendEntry {
  label: string
  look: 'available' | 'unavailable' | 'rule'
}

export interface MonthCalendarProps {
  /** YYYY-MM shown. */
  month: string
  /** The months the patient may move between. */
  months: readonly string[]
  onMonthChange: (month: string) => void
  day: (date: string) => CalendarDay
  selected: string | undefined
  onSelect: (date: string) => void
  legend: readonly CalendarLegendEntry[]
  /**
   * When given, a day that cannot be chosen can still be pressed and this says why (it is marked
   * aria-disabled, not disabled). Without it such days are plain disabled buttons.
   */
  onUnavailablePress?: (date: string) => void
  /** Below the legend: why some days are closed, in words. */
  note?: ReactNode
}

/**
 * A month of dates as buttons: only the days that can be chosen are chosen; each button says its
 * whole date and its state, and the chosen one is pressed (aria-pressed).
 */
export function MonthCalendar({
  month,
  months,
  onMonthChange,
  day,
  selected,
  onSelect,
  legend,
  onUnavailablePress,
  note,
}: MonthCalendarProps) {
  const position = months.indexOf(month)
  const [year = 0, monthNumber = 0] = month.split('-').map(Number)
  const title = words.month(year, monthNumber)
  return (
    <div className={styles.calendarBox}>
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
            {weekdays.map((weekday) => (
              <th key={weekday} scope="col">
                {weekday}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week, row) => (
            <tr key={row}>
              {week.map((date, column) => {
                if (!date) return <td key={`${row}-${column}`} />
                const { available, label, rule } = day(date)
                const explains = !available && onUnavailablePress !== undefined
                return (
                  <td key={date}>
                    <button
                      type="button"
                      className={rule ? `${styles.day} ${styles.ruleDay}` : styles.day}
                      disabled={!available && !explains}
                      aria-disabled={explains ? true : undefined}
                      aria-pressed={date === selected}
                      onClick={() => (available ? onSelect(date) : onUnavailablePress?.(date))}
                    >
                      {/* The day's number for the eye, the whole date and its state for the ear. */}
                      <span aria-hidden="true">{Number(date.slice(8))}</span>
                      <span className="visually-hidden">{label}</span>
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.legend}>
        {legend.map((entry) => (
          <span key={entry.label} className={styles[entry.look]}>
            {entry.label}
          </span>
        ))}
      </p>
      {note}
    </div>
  )
}
