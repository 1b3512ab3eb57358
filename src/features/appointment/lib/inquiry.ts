/** The clinic and test inquiries: order, upcoming or past, and same-day tests. */
import { SAME_DAY_TEST_TIMES } from '@/shared/config/constants'
import { kst } from '@/shared/lib/dates'

interface Scheduled {
  scheduleDate: string
  appointmentTime: string
}

/** Spec section 7: by scheduleDate, then appointmentTime, latest first. */
export const byScheduleDesc = (a: Scheduled, b: Scheduled): number =>
  b.scheduleDate.localeCompare(a.scheduleDate) || b.appointmentTime.localeCompare(a.appointmentTime)

/** Spec section 9: tests at 00:00 or 06:00 are "any time that day". */
export const isSameDayTest = (time: string): boolean => (SAME_DAY_TEST_TIMES as readonly string[]).includes(time)

/**
 * Still to come at `now`: a later day, or today at or after the current minute. A same-day test
 * stays to come all day.
 */
export function isUpcoming(item: Scheduled, now: Date, { sameDayTests = false } = {}): boolean {
  const here = kst(now)
  const today = here.format('YYYY-MM-DD')
  if (item.scheduleDate !== today) return item.scheduleDate > today
  if (sameDayTests && isSameDayTest(item.appointmentTime)) return true
  return item.appointmentTime >= here.format('HH:mm')
}

/**
 * Split into what is to come, nearest first (the next visit is what a patient looks for), and
 * what has passed, newest first (the spec's order), whatever order the call returns.
 */
export function splitByTime<T extends Scheduled>(
  list: readonly T[],
  now: Date,
  options?: { sameDayTests?: boolean },
): { upcoming: T[]; past: T[] } {
  const sorted = [...list].sort(byScheduleDesc)
  return {
    upcoming: sorted.filter((item) => isUpcoming(item, now, options)).reverse(),
    past: sorted.filter((item) => !isUpcoming(item, now, options)),
  }
}
