import type { ScheduleItem } from '@/api/generated/common/model'
import { SAME_DAY_TEST_TIMES } from '@/shared/config/constants'

/** A test at 00:00 or 06:00 means "any time today" and is grouped (spec section 9). */
export const isSameDayTest = (item: Pick<ScheduleItem, 'scheduleType' | 'scheduleTime'>): boolean =>
  item.scheduleType === 'TEST' && (SAME_DAY_TEST_TIMES as readonly string[]).includes(item.scheduleTime)

/** Arrival check-in is offered for a clinic visit not yet checked in. */
export const canArrive = (item: ScheduleItem): boolean =>
  item.scheduleType === 'OUTPATIENT' && item.arrivalYn === 'N' && item.treatmentStatus === 'NURSE_WAITING'

/** Checked in and waiting: the waiting number is worth watching. */
export const isWaiting = (item: ScheduleItem): boolean =>
  item.scheduleType === 'OUTPATIENT' && item.treatmentStatus === 'NURSE_RECEIVED'

/** The same-day tests first as one group, then everything else in time order. */
export function groupSchedule(items: ScheduleItem[]): { sameDayTests: ScheduleItem[]; timed: ScheduleItem[] } {
  const sorted = [...items].sort((a, b) => a.sortVal - b.sortVal || a.scheduleTime.localeCompare(b.scheduleTime))
  return { sameDayTests: sorted.filter(isSameDayTest), timed: sorted.filter((item) => !isSameDayTest(item)) }
}
