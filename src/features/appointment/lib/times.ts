/** The time list of booking step 2, as plain data. */
import type { AvailableTime } from '@/api/generated/outpatient/model'
import { HOSPITAL } from '@/shared/config/hospital'

/**
 * Times split into the clinic's morning and afternoon sessions, in order. The morning session
 * runs to 12:30, so 12:00 and 12:20 are morning times, not afternoon ones.
 */
export function groupTimes(
  times: readonly AvailableTime[],
  morningEndsAt: string = HOSPITAL.clinicSessions.morningEndsAt,
): { morning: AvailableTime[]; afternoon: AvailableTime[] } {
  const sorted = [...times].sort((a, b) => a.appointmentTime.localeCompare(b.appointmentTime))
  return {
    morning: sorted.filter((t) => t.appointmentTime < morningEndsAt),
    afternoon: sorted.filter((t) => t.appointmentTime >= morningEndsAt),
  }
}
