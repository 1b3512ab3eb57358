/** The dates the checkup booking calendar shows, and what a day of it says. */
import type { CheckupDateAvailability } from '@/api/generated/checkup/model'
import { kst } from '@/shared/lib/dates'

/** The server answers at most 92 days at once: the calendar shows today and the next 92 days. */
export const WINDOW_DAYS = 92

export function bookingWindow(today: string): { start: string; end: string } {
  return { start: today, end: kst(today).add(WINDOW_DAYS, 'day').format('YYYY-MM-DD') }
}

/** How a day of the calendar looks: choosable, closed by the three-week rule, or closed. */
export type DayLook = 'available' | 'rule' | 'closed'

export const lookOf = (day: CheckupDateAvailability | undefined): DayLook =>
  !day ? 'closed' : day.isAvailable === 'Y' ? 'available' : day.closedReason === 'LEAD_TIME' ? 'rule' : 'closed'
