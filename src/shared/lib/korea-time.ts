import { messages } from '../messages'
import { appClock } from './clock'

/**
 * Korea time without a date library: the shell and home screen need only a few readings of the
 * clock, and Korea has kept +09:00 all year since 1988, so a fixed offset is exact. Screens
 * that calculate with dates use `dates.ts` (dayjs), which builds on these.
 */
export const KST_OFFSET_MINUTES = 9 * 60
const OFFSET_MS = KST_OFFSET_MINUTES * 60_000
const DAY_MS = 24 * 60 * 60_000

/** A calendar date as the contracts write it (YYYY-MM-DD): the one pattern for it. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** A date-time in Korea time as isoDateTime writes it (YYYY-MM-DDTHH:mm:ss+09:00): the one pattern for it. */
export const ISO_DATE_TIME_KST = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/

/** A moment: an ISO string (a date alone is that day in Korea), epoch ms, a Date or a Dayjs. */
export type MomentInput = string | number | Date | { valueOf(): number }

/** Epoch milliseconds of a moment; nothing means now, by the app clock. */
export function epochMs(input?: MomentInput): number {
  if (input === undefined) return appClock.now().getTime()
  if (typeof input === 'string') {
    return Date.parse(ISO_DATE.test(input) ? `${input}T00:00:00+09:00` : input)
  }
  return input.valueOf()
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The wall clock in Korea at a moment. */
function wallClock(input?: MomentInput) {
  const shifted = new Date(epochMs(input) + OFFSET_MS)
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: shifted.getUTCDay(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  }
}

/** YYYY-MM-DD of a moment, in Korea. */
export function isoDate(input: MomentInput): string {
  const { year, month, day } = wallClock(input)
  return `${year}-${pad(month)}-${pad(day)}`
}

/** RFC 3339 with the +09:00 offset, as the contracts write date-times. */
export function isoDateTime(input?: MomentInput): string {
  const { hour, minute, second } = wallClock(input)
  return `${isoDate(epochMs(input))}T${pad(hour)}:${pad(minute)}:${pad(second)}+09:00`
}

/** The next midnight in Korea after a moment (epoch ms): where "today" ends. */
export const startOfNextDayKst = (input?: MomentInput): number => epochMs(isoDate(epochMs(input))) + DAY_MS

/** Today's date in Korea (YYYY-MM-DD), by the app clock. */
export const todayKst = (): string => isoDate(appClock.now())

/** 2026.11.23 (월) */
export function formatDate(input: MomentInput, withWeekday = true): string {
  const { year, month, day, weekday } = wallClock(input)
  const text = `${year}.${pad(month)}.${pad(day)}`
  return withWeekday ? `${text} (${messages.common.weekdays[weekday]})` : text
}

/** 오전 9:30 / 오후 2:05 from "HH:mm" (12-hour, spec section 9). */
export function formatTime(clock: string): string {
  const [h = 0, m = 0] = clock.split(':').map(Number)
  const period = h < 12 ? messages.common.morning : messages.common.afternoon
  const hour12 = h % 12 === 0 ? 12 : h % 12
  return `${period} ${hour12}:${pad(m)}`
}

/** Both, for an appointment: 2026.11.26 (목) 오후 2:00 */
export const formatDateTime = (date: MomentInput, clock: string): string => `${formatDate(date)} ${formatTime(clock)}`

/** Within the current week (Sunday to Saturday) in Korea: the notices' "new" badge. */
export function isInCurrentWeek(input: MomentInput, today: MomentInput = appClock.now()): boolean {
  const startOfToday = epochMs(isoDate(today))
  const startOfWeek = startOfToday - wallClock(today).weekday * DAY_MS
  const moment = epochMs(input)
  return moment >= startOfWeek && moment < startOfWeek + 7 * DAY_MS
}
