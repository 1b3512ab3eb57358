import type { TimelineEntry } from '@/api/generated/common/model'
import { kst } from '@/shared/lib/dates'
import { ISO_DATE } from '@/shared/lib/korea-time'

/** A period of the timeline, as it stands in the URL (`?startDate=2026-11-01&endDate=2026-11-30`). */
export interface DateRange {
  startDate: string
  endDate: string
}

const isIsoDate = (value: string | null): value is string =>
  value !== null && ISO_DATE.test(value) && kst(value).format('YYYY-MM-DD') === value

/** The whole calendar month that holds `date`. */
export function monthOf(date: string): DateRange {
  const day = kst(date)
  return {
    startDate: day.startOf('month').format('YYYY-MM-DD'),
    endDate: day.endOf('month').format('YYYY-MM-DD'),
  }
}

/** The month `delta` months after the month the range starts in. */
export const shiftMonth = (range: DateRange, delta: number): DateRange =>
  monthOf(kst(range.startDate).startOf('month').add(delta, 'month').format('YYYY-MM-DD'))

/** The range in the search parameters, or this month when it is missing or wrong. */
export function rangeFromParams(params: URLSearchParams, today: string): DateRange {
  const startDate = params.get('startDate')
  const endDate = params.get('endDate')
  if (isIsoDate(startDate) && isIsoDate(endDate) && startDate <= endDate) return { startDate, endDate }
  return monthOf(today)
}

/** The date in `?date=`, when it is a real day. */
export const dateFromParams = (params: URLSearchParams): string | undefined => {
  const date = params.get('date')
  return isIsoDate(date) ? date : undefined
}

export const rangeSearch = (range: DateRange): Record<string, string> => ({
  startDate: range.startDate,
  endDate: range.endDate,
})

/** Year and month of the range's first day, for its title. */
export const monthParts = (range: DateRange): { year: number; month: number } => {
  const day = kst(range.startDate)
  return { year: day.year(), month: day.month() + 1 }
}

export interface DayGroup {
  date: string
  entries: TimelineEntry[]
}

/** Entries by day, days in order and each day's entries by time (the list is already sorted, but say so). */
export function groupByDate(entries: readonly TimelineEntry[]): DayGroup[] {
  const groups = new Map<string, TimelineEntry[]>()
  const sorted = [...entries].sort(
    (a, b) => a.scheduleDate.localeCompare(b.scheduleDate) || a.scheduleTime.localeCompare(b.scheduleTime),
  )
  for (const entry of sorted) {
    const day = groups.get(entry.scheduleDate) ?? []
    day.push(entry)
    groups.set(entry.scheduleDate, day)
  }
  return [...groups].map(([date, dayEntries]) => ({ date, entries: dayEntries }))
}
