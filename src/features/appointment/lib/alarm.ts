/**
 * Appointment reminders: the preset times, and the rule of spec section 5 (an alarm later than
 * the appointment is rejected; one in the past cannot ring either).
 */
import type { Dayjs } from 'dayjs'
import { kst } from '@/shared/lib/dates'
import { isSameDayTest } from './inquiry'

export type AlarmPreset = 'dayBefore' | 'twoHoursBefore'
export type AlarmProblem = 'afterAppointment' | 'inPast'

/** A date (YYYY-MM-DD) and clock time (HH:mm) in Korea. */
export const atKst = (date: string, time: string): Dayjs => kst(`${date}T${time}:00+09:00`)

/**
 * When the appointment is: its date and time; a same-day test (any time that day) lasts until
 * the end of its day.
 */
export function appointmentMoment(date: string, time: string): Dayjs {
  return isSameDayTest(time) ? atKst(date, '23:59') : atKst(date, time)
}

/** What is wrong with reminding at `at`, or null. */
export function alarmProblem(at: Dayjs, appointment: Dayjs, now: Date): AlarmProblem | null {
  if (at.isAfter(appointment)) return 'afterAppointment'
  if (!at.isAfter(kst(now))) return 'inPast'
  return null
}

export interface PresetAlarm {
  id: AlarmPreset
  at: Dayjs
  problem: AlarmProblem | null
}

/**
 * The day before at 09:00, and two hours before on the day (not for same-day tests, which have
 * no hour). Each says whether it can still be used.
 */
export function presetAlarms(date: string, time: string, now: Date): PresetAlarm[] {
  const appointment = appointmentMoment(date, time)
  const presets: Array<{ id: AlarmPreset; at: Dayjs }> = [
    { id: 'dayBefore', at: atKst(date, '09:00').subtract(1, 'day') },
  ]
  if (!isSameDayTest(time)) presets.push({ id: 'twoHoursBefore', at: atKst(date, time).subtract(2, 'hour') })
  return presets.map((preset) => ({ ...preset, problem: alarmProblem(preset.at, appointment, now) }))
}
