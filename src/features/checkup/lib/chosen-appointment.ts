import type { CheckupAppointment } from '@/api/generated/checkup/model'

/**
 * Which booked checkup the schedule screens show: the one the address names (`?receptionId=`),
 * else today's, else the nearest to come.
 */
export function chosenAppointment(
  appointments: readonly CheckupAppointment[],
  today: string,
  receptionId: string | null,
): CheckupAppointment | undefined {
  const named = receptionId ? appointments.find((a) => a.receptionId === receptionId) : undefined
  if (named) return named
  const upcoming = appointments
    .filter((a) => a.receptionDate >= today)
    .sort((a, b) => a.receptionDate.localeCompare(b.receptionDate) || a.checkupTime.localeCompare(b.checkupTime))
  return upcoming[0]
}
