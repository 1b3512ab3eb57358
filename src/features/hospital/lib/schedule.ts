/**
 * A doctor's clinic times as the detail screen shows them: the weekly table (Sunday to Saturday
 * by morning and afternoon) and the coming clinic days, one line per date.
 */
import type { ClinicDay, ClinicSession, WeekDay, WeeklyClinic } from '@/api/generated/hospital/model'

/** Sunday first, as Korean calendars are printed. */
export const WEEK: readonly WeekDay[] = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT']
export const SESSIONS: readonly ClinicSession[] = ['AM', 'PM']

export interface WeeklyRow {
  session: ClinicSession
  /** One per day of WEEK: whether the doctor sees patients then. */
  open: boolean[]
}

/** The weekly table; a day the server leaves out is a day off. */
export function weeklyTable(schedule: readonly WeeklyClinic[]): WeeklyRow[] {
  const byDay = new Map(schedule.map((day) => [day.dayOfWeek, day]))
  return SESSIONS.map((session) => ({
    session,
    open: WEEK.map((day) => {
      const entry = byDay.get(day)
      return (session === 'AM' ? entry?.morning : entry?.afternoon) === 'Y'
    }),
  }))
}

export interface ClinicDate {
  date: string
  sessions: ClinicSession[]
}

/** Open sessions grouped by date, earliest first, morning before afternoon. */
export function clinicDates(days: readonly ClinicDay[]): ClinicDate[] {
  const byDate = new Map<string, Set<ClinicSession>>()
  for (const day of days) {
    if (day.isOpen !== 'Y') continue
    const set = byDate.get(day.clinicDate) ?? new Set<ClinicSession>()
    set.add(day.session)
    byDate.set(day.clinicDate, set)
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, set]) => ({ date, sessions: SESSIONS.filter((s) => set.has(s)) }))
}
