import dayjs, { type Dayjs } from 'dayjs'
import utc from 'dayjs/plugin/utc'
import { appClock } from './clock'
import { ISO_DATE, isoDate, KST_OFFSET_MINUTES } from './korea-time'

dayjs.extend(utc)

/**
 * Korea time for screens that calculate with dates (dayjs, at the fixed +09:00 offset). The
 * readings come from korea-time.ts, which needs no library, so the first load does without dayjs;
 * the formats (formatDate, formatTime, formatDateTime) are imported from there alone.
 */
export { isInCurrentWeek, isoDate, isoDateTime, KST_OFFSET_MINUTES, todayKst, type MomentInput } from './korea-time'

export type DateInput = string | number | Date | Dayjs

/** A moment in Korea time. Date-only strings (YYYY-MM-DD) are read as that day in Korea. */
export function kst(input?: DateInput): Dayjs {
  if (typeof input === 'string' && ISO_DATE.test(input)) {
    return dayjs.utc(`${input}T00:00:00Z`).subtract(KST_OFFSET_MINUTES, 'minute').utcOffset(KST_OFFSET_MINUTES)
  }
  // A Dayjs is taken as the moment it stands for: cloning one that already has an offset and
  // setting the offset again would move it by nine more hours.
  const moment = dayjs.isDayjs(input) ? input.valueOf() : (input ?? appClock.now())
  return dayjs(moment).utcOffset(KST_OFFSET_MINUTES)
}

/** Whole days from `from` to `to` (calendar days in Korea). */
export const daysBetween = (from: DateInput, to: DateInput): number => kst(isoDate(to)).diff(kst(isoDate(from)), 'day')
