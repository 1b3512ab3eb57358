import type { CheckupAppointment } from '@/api/generated/checkup/model'
import type { AppointmentOverview } from '@/api/generated/outpatient/model'
import { isSameDayTest } from '@/shared/domain/schedule/schedule'

/** A test at 00:00 or 06:00 is taken any time that day (spec section 9). */
export const sameDay = (a: { testName?: string; appointmentTime?: string }) =>
  Boolean(a.testName && isSameDayTest({ scheduleType: 'TEST', scheduleTime: a.appointmentTime ?? '' }))

type Appointment = AppointmentOverview['appointmentClinicDto'][number]
type Checkup = CheckupAppointment | undefined

export interface NearestDay {
  day: string
  checkup: Checkup
  appointments: Appointment[]
}

/** The nearest day with an appointment (after today, when asked), its appointments and checkup. */
export function nearestDay(
  data: AppointmentOverview,
  nextCheckup: Checkup,
  today: string,
  afterToday: boolean,
): NearestDay | undefined {
  const later = (date: string | undefined) => Boolean(date) && (!afterToday || (date ?? '') > today)
  const appointments = [...data.appointmentClinicDto, ...data.appointmentTestDto].filter((a) =>
    later(a.appointmentDate),
  )
  const checkupDay = later(nextCheckup?.receptionDate) ? nextCheckup?.receptionDate : undefined
  const day = [...appointments.map((a) => a.appointmentDate), checkupDay].filter(Boolean).sort()[0]
  if (!day) return undefined
  // A day's tests without a time come after the timed ones, saying so, instead of "오전 12:00".
  const onDay = appointments
    .filter((a) => a.appointmentDate === day)
    .sort(
      (a, b) =>
        Number(sameDay(a)) - Number(sameDay(b)) || (a.appointmentTime ?? '').localeCompare(b.appointmentTime ?? ''),
    )
  return { day, checkup: checkupDay === day ? nextCheckup : undefined, appointments: onDay }
}
