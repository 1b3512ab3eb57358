import dayjs, { type Dayjs } from 'dayjs'
import utc from 'dayjs/plugin/utc'
import { messages } from '../messages'
import { appClock } from './clock'

dayjs.extend(utc)

/**
 * Korea time, everywhere. Korea has kept +09:00 all year since 1988, so a fixed offset is exact
 * and saves the timezone database.
 */
export const KST_OFFSET_MINUTES = 9 * 60

export type DateInput = string | number | Date | Dayjs

/** A moment in Korea time. Date-only strings (YYYY-MM-DD) are read as that day in Korea. */
export function kst(input?: DateInput): Dayjs {
  if (typeof input === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input)) {
    return dayjs.utc(`${input}T00:00:00Z`).subtract(KST_OFFSET_MINUTES, 'minute').utcOffset(KST_OFFSET_MINUTES)
  }
  // A Dayjs is taken as the moment it stands for: cloning one that already has an offset and
  // setting the offset again would move it by nine more hours.
  const moment = dayjs.isDayjs(input) ? input.valueOf() : (input ?? appClock.now())
  return dayjs(moment).utcOffset(KST_OFFSET_MINUTES)
}

/** Today's date in Korea (YYYY-MM-DD), by the app clock. */
export const todayKst = (): string => kst().format('YYYY-MM-DD')

/** YYYY-MM-DD of a moment, in Korea. */
export const isoDate = (input: DateInput): string => kst(input).format('YYYY-MM-DD')

/** RFC 3339 with the +09:00 offset, as the contracts write date-times. */
export const isoDateTime = (input?: DateInput): string => kst(input).format('YYYY-MM-DDTHH:mm:ssZ')

/** 2026.11.23 (월) */
export function formatDate(input: DateInput, withWeekday = true): string {
  const day = kst(input)
  const text = day.format('YYYY.MM.DD')
  return withWeekday ? `${text} (${messages.common.weekdays[day.day()]})` : text
}

/** 오전 9:30 / 오후 2:05 from "HH:mm" (12-hour, spec section 9). */
export function formatTime(clock: string): string {
  const [h = 0, m = 0] = clock.split(':').map(Number)
  const period = h < 12 ? messages.common.morning : messages.common.afternoon
  const hour12 = h % 12 === 0 ? 12 : h % 12
  return `${period} ${hour12}:${String(m).padStart(2, '0')}`
}

/** Both, for an appointment: 2026.11.26 (목) 오후 2:00 */
export const formatDateTime = (date: DateInput, clock: string): string => `${formatDate(date)} ${formatTime(clock)}`

/** Whole days from `from` to `to` (calendar days in Korea). */
export const daysBetween = (from: DateInput, to: DateInput): number => kst(isoDate(to)).diff(kst(isoDate(from)), 'day')

/** Within the current week (Sunday to Saturday) in Korea: the notices' "new" badge. */
export function isInCurrentWeek(input: DateInput, today: DateInput = appClock.now()): boolean {
  const day = kst(input)
  const start = kst(today).startOf('day').subtract(kst(today).day(), 'day')
  return !day.isBefore(start) && day.isBefore(start.add(7, 'day'))
}
