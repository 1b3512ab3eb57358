/**
 * Is a pharmacy open now? Its weekly hours read in Korea time by the app's clock (the demo and
 * tests fix it), with the lunch break. Public holidays are not in the hours: the screens say so.
 */
import type { OpeningHours } from '@/api/generated/rx/model'
import { kst, type DateInput } from '@/shared/lib/dates'
import { formatTime } from '@/shared/lib/korea-time'
import { prescriptions } from '@/shared/messages/prescriptions'

const DAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const
export type DayOfWeek = (typeof DAYS)[number]

/** The days in the order a Korean week is read on a sign: Monday first. */
export const WEEK_ORDER: readonly DayOfWeek[] = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN']

export type OpenState = 'open' | 'lunch' | 'beforeOpen' | 'afterClose' | 'dayOff'

export const dayOfWeek = (now: DateInput): DayOfWeek => DAYS[kst(now).day()] ?? 'SUN'

export const hoursOn = (hours: readonly OpeningHours[], day: DayOfWeek): OpeningHours | undefined =>
  hours.find((h) => h.dayOfWeek === day)

/** Where a pharmacy stands at a moment: open, at lunch, not open yet, closed for the day, or a day off. */
export function openStateAt(hours: readonly OpeningHours[], now: DateInput): OpenState {
  const today = hoursOn(hours, dayOfWeek(now))
  if (!today || today.isClosed === 'Y' || !today.open || !today.close) return 'dayOff'
  const time = kst(now).format('HH:mm')
  if (time < today.open) return 'beforeOpen'
  if (time >= today.close) return 'afterClose'
  if (today.lunchStart && today.lunchEnd && time >= today.lunchStart && time < today.lunchEnd) return 'lunch'
  return 'open'
}

export const isOpen = (state: OpenState): boolean => state === 'open'

const { pharmacy: words } = prescriptions

/** One day's hours as patients read them: "오전 9:00~오후 7:00 (점심 오후 1:00~오후 2:00)", or "휴무". */
export function hoursText(day: OpeningHours | undefined): string {
  if (!day || day.isClosed === 'Y' || !day.open || !day.close) return words.closedDay
  const hours = words.hours(formatTime(day.open), formatTime(day.close))
  if (!day.lunchStart || !day.lunchEnd) return hours
  return `${hours} (${words.lunch(formatTime(day.lunchStart), formatTime(day.lunchEnd))})`
}

/** The state's word for a badge. */
export const openStateWord: Record<OpenState, string> = {
  open: words.openNow,
  lunch: words.lunchNow,
  beforeOpen: words.beforeOpen,
  afterClose: words.closedNow,
  dayOff: words.dayOff,
}
