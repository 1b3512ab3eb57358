/** The time list of booking step 2, as plain data. */
import type { AvailableTime } from '../../../api/generated/outpatient/model'

/** Times split into morning (before 12:00) and afternoon, in order. */
export function groupTimes(times: readonly AvailableTime[]): { morning: AvailableTime[]; afternoon: AvailableTime[] } {
  const sorted = [...times].sort((a, b) => a.appointmentTime.localeCompare(b.appointmentTime))
  return {
    morning: sorted.filter((t) => t.appointmentTime < '12:00'),
    afternoon: sorted.filter((t) => t.appointmentTime >= '12:00'),
  }
}
