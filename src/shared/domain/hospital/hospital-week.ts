/**
 * The hospital's week (src/shared/config/hospital.ts `week`), for the app and the sandbox: which
 * days it is open (the words that name the closed days are the message catalogue's).
 */
import { HOSPITAL } from '@/shared/config/hospital'
import { kst } from '@/shared/lib/dates'

/** Whether the hospital (and its checkup center) is open on this date's day of the week. */
export const isOpenWeekday = (isoDate: string): boolean =>
  !(HOSPITAL.week.closedDays as readonly number[]).includes(kst(isoDate).day())

/** Whether the hospital holds clinic on this date: an open day of its week and not a holiday. */
export const isHospitalDay = (isoDate: string): boolean =>
  isOpenWeekday(isoDate) && !(HOSPITAL.holidays as readonly string[]).includes(isoDate)

/** The first day the hospital holds clinic after this date. */
export function nextHospitalDay(isoDate: string): string {
  let day = kst(isoDate).add(1, 'day').format('YYYY-MM-DD')
  while (!isHospitalDay(day)) day = kst(day).add(1, 'day').format('YYYY-MM-DD')
  return day
}
