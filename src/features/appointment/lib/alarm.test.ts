import { describe, expect, it } from 'vitest'
import { isoDateTime } from '@/shared/lib/dates'
import { alarmProblem, appointmentMoment, atKst, presetAlarms } from './alarm'

const NOW = new Date('2026-11-23T09:00:00+09:00')

describe('presetAlarms', () => {
  it('offers the day before at 9 and two hours before', () => {
    const presets = presetAlarms('2026-11-26', '10:00', NOW)
    expect(presets.map((p) => [p.id, isoDateTime(p.at.toDate()), p.problem])).toEqual([
      ['dayBefore', '2026-11-25T09:00:00+09:00', null],
      ['twoHoursBefore', '2026-11-26T08:00:00+09:00', null],
    ])
  })

  it('says when a preset has already passed', () => {
    const presets = presetAlarms('2026-11-23', '10:30', NOW)
    expect(presets.map((p) => p.problem)).toEqual(['inPast', 'inPast'])
  })

  it('has no "two hours before" for a same-day test', () => {
    expect(presetAlarms('2026-12-07', '06:00', NOW).map((p) => p.id)).toEqual(['dayBefore'])
  })
})

describe('alarmProblem', () => {
  const appointment = appointmentMoment('2026-11-26', '10:00')

  it('refuses an alarm later than the appointment (spec section 5)', () => {
    expect(alarmProblem(atKst('2026-11-26', '10:01'), appointment, NOW)).toBe('afterAppointment')
    expect(alarmProblem(atKst('2026-11-27', '09:00'), appointment, NOW)).toBe('afterAppointment')
  })

  it('refuses an alarm in the past', () => {
    expect(alarmProblem(atKst('2026-11-23', '09:00'), appointment, NOW)).toBe('inPast')
  })

  it('accepts a time before the appointment, the appointment time itself included', () => {
    expect(alarmProblem(atKst('2026-11-26', '10:00'), appointment, NOW)).toBeNull()
    expect(alarmProblem(atKst('2026-11-24', '18:30'), appointment, NOW)).toBeNull()
  })

  it('lets a same-day test be reminded of during its day', () => {
    expect(alarmProblem(atKst('2026-12-07', '10:00'), appointmentMoment('2026-12-07', '06:00'), NOW)).toBeNull()
  })
})
