/**
 * The hospital's week (src/shared/config/hospital.ts `week`), for the app and the sandbox: which
 * days it is open (the words that name the closed days are the message catalogue's).
 */
import { HOSPITAL } from '@/shared/config/hospital'
import { kst } from '@/shared/lib/dates'

/** Whether the hospital (and its checkup center) is open on this date's day of the week. */
export const isOpenWeekday = (isoDate: string): boolean =>
  !(HOSPITAL.week.closedDays as readonly number[]).includes(kst(isoDate).day())
