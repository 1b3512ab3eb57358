import { describe, expect, it } from 'vitest'
import type { CheckupAppointment } from '@/api/generated/checkup/model'
import type { AppointmentOverview } from '@/api/generated/outpatient/model'
import { nearestDay } from './nearest-day'

const clinic = (id: string, date: string, time: string) => ({
  appointmentId: id,
  appointmentDate: date,
  appointmentTime: time,
  departmentName: '순환기내과',
  doctorName: '김성훈',
  isRsvYmdNull: 'N' as const,
})
const overview = (items: ReturnType<typeof clinic>[], tests: AppointmentOverview['appointmentTestDto'] = []) =>
  ({
    appointmentClinicDto: items,
    appointmentTestDto: tests,
    minDateStr: [...items, ...tests].map((a) => a.appointmentDate).sort()[0] ?? '',
  }) as AppointmentOverview

const today = '2026-11-23'

describe("home's next appointments", () => {
  it('with nothing today: the nearest day, today included', () => {
    const data = overview([clinic('A2', '2026-11-26', '10:00'), clinic('A1', '2026-11-23', '14:00')])
    expect(nearestDay(data, undefined, today, false)?.day).toBe('2026-11-23')
  })

  it("after today's schedule: the next later day only, so a visit booked for another day shows", () => {
    const data = overview([clinic('A1', '2026-11-23', '14:00'), clinic('A2', '2026-11-26', '10:00')])
    const next = nearestDay(data, undefined, today, true)
    expect(next?.day).toBe('2026-11-26')
    expect(next?.appointments.map((a) => a.appointmentId)).toEqual(['A2'])
    // Nothing later than today: nothing to add under the schedule.
    expect(nearestDay(overview([clinic('A1', '2026-11-23', '14:00')]), undefined, today, true)).toBeUndefined()
  })

  it('a booked checkup counts as a day; the day-long tests come after the timed visits', () => {
    const checkup = { receptionDate: '2026-11-25', checkupTime: '08:00' } as CheckupAppointment
    const tests = [
      {
        appointmentId: 'T1',
        appointmentDate: '2026-11-25',
        appointmentTime: '00:00',
        testName: '채혈',
        isRsvYmdNull: 'N',
      },
    ] as AppointmentOverview['appointmentTestDto']
    const next = nearestDay(overview([clinic('A3', '2026-11-25', '09:30')], tests), checkup, today, true)
    expect(next?.day).toBe('2026-11-25')
    expect(next?.checkup).toBe(checkup)
    expect(next?.appointments.map((a) => a.appointmentId)).toEqual(['A3', 'T1'])
  })
})
