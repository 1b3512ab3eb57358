import type { InpatientScheduleItem } from '@/api/generated/inpatient/model'
import { daysBetween } from '@/shared/lib/dates'

export interface ScheduleDay {
  date: string
  items: InpatientScheduleItem[]
}

export interface StayDays {
  today: InpatientScheduleItem[]
  /** Days still to come, nearest first. */
  upcoming: ScheduleDay[]
  /** Days gone by, the latest first. */
  past: ScheduleDay[]
}

const byTime = (a: InpatientScheduleItem, b: InpatientScheduleItem) =>
  a.scheduleDate.localeCompare(b.scheduleDate) || a.scheduleTime.localeCompare(b.scheduleTime)

function days(items: InpatientScheduleItem[]): ScheduleDay[] {
  const byDate = new Map<string, InpatientScheduleItem[]>()
  for (const item of [...items].sort(byTime)) {
    byDate.set(item.scheduleDate, [...(byDate.get(item.scheduleDate) ?? []), item])
  }
  return [...byDate].map(([date, dayItems]) => ({ date, items: dayItems }))
}

/** The stay's days as a patient looks at them: today first, then what is coming, then what is past. */
export function splitStayDays(items: InpatientScheduleItem[], today: string): StayDays {
  return {
    today: items.filter((item) => item.scheduleDate === today).sort(byTime),
    upcoming: days(items.filter((item) => item.scheduleDate > today)),
    past: days(items.filter((item) => item.scheduleDate < today)).reverse(),
  }
}

/** The day of the stay: the admission day is the first. */
export const dayOfStay = (admissionDate: string, today: string): number => daysBetween(admissionDate, today) + 1
