/**
 * The clinic calendar: when a doctor sees patients, which times can be booked, and which are
 * already taken. Other patients' bookings are not records: a stable hash decides them, busier
 * for the coming days, so every run shows the same full and free slots.
 */
import type { z } from 'zod'
import { HOSPITAL } from '@/shared/config/hospital'
import { daysBetween, kst } from '@/shared/lib/dates'
import type { DoctorRecord } from '../../db/schemas'
import { sandbox } from '../../runtime/sandbox'

type Doctor = z.output<typeof DoctorRecord>
export type Session = 'AM' | 'PM'

const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const

/** Days the hospital is closed on top of its closed weekdays (the hospital's configuration). */
export const HOLIDAYS: ReadonlySet<string> = new Set(HOSPITAL.holidays)

/** Mobile booking opens tomorrow and reaches 90 days ahead. */
export const BOOKING_DAYS_AHEAD = 90

const SESSION_HOURS: Record<Session, { start: string; end: string }> = {
  AM: { start: '09:00', end: '12:30' },
  PM: { start: '13:30', end: '17:00' },
}
const FRIDAY_AM_END = '12:00'

const toMinutes = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number)
  return h * 60 + m
}
const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

export const weekdayOf = (date: string) => WEEKDAYS[kst(date).day()]

/** The half-days the doctor holds clinic on this date (none on holidays). */
export function sessionsOn(doctor: Doctor, date: string): Session[] {
  if (HOLIDAYS.has(date)) return []
  const day = doctor.weeklySchedule.find((w) => w.dayOfWeek === weekdayOf(date))
  if (!day) return []
  return [
    ...(day.morning === 'Y' ? (['AM'] as const) : []),
    ...(day.afternoon === 'Y' && weekdayOf(date) !== 'FRI' ? (['PM'] as const) : []),
  ]
}

export function slotTimes(doctor: Doctor, date: string): string[] {
  return sessionsOn(doctor, date).flatMap((session) => {
    const { start } = SESSION_HOURS[session]
    const end = session === 'AM' && weekdayOf(date) === 'FRI' ? FRIDAY_AM_END : SESSION_HOURS[session].end
    const times: string[] = []
    for (let t = toMinutes(start); t < toMinutes(end); t += doctor.slotMinutes) times.push(toClock(t))
    return times
  })
}

/** FNV-1a: a small stable hash, the same in every runtime. */
function hash(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

/** Whether another patient holds this time (busier for the coming week). */
export function takenByOthers(doctorCode: string, date: string, time: string): boolean {
  const ahead = daysBetween(sandbox.clock.today(), date)
  const occupancy = ahead <= 3 ? 80 : ahead <= 14 ? 55 : 30
  return hash(`${doctorCode}|${date}|${time}`) % 100 < occupancy
}

export function bookedInSandbox(doctorCode: string, date: string, time: string): boolean {
  return Boolean(
    sandbox.db.clinicVisits.findFirst((q) =>
      q.where({ doctorCode, scheduleDate: date, appointmentTime: time, status: 'BOOKED' }),
    ),
  )
}

export function isFree(doctor: Doctor, date: string, time: string): boolean {
  return (
    slotTimes(doctor, date).includes(time) &&
    !takenByOthers(doctor.doctorCode, date, time) &&
    !bookedInSandbox(doctor.doctorCode, date, time)
  )
}

/** Inside the mobile booking window (tomorrow .. 90 days ahead). */
export function inBookingWindow(date: string): boolean {
  const ahead = daysBetween(sandbox.clock.today(), date)
  return ahead >= 1 && ahead <= BOOKING_DAYS_AHEAD
}

export function freeTimes(doctor: Doctor, date: string): string[] {
  if (!inBookingWindow(date)) return []
  return slotTimes(doctor, date).filter((time) => isFree(doctor, date, time))
}

/** Every date from `start` to `end`, inclusive (at most a year). */
export function datesBetween(start: string, end: string): string[] {
  const days = Math.min(daysBetween(start, end), 366)
  return Array.from({ length: days + 1 }, (_, i) => kst(start).add(i, 'day').format('YYYY-MM-DD'))
}
