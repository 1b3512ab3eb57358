import { describe, expect, it } from 'vitest'
import { checkup } from '@/shared/messages/checkup'
import { isHospitalDay, isOpenWeekday, nextHospitalDay } from './hospital-week'

describe("the hospital's week", () => {
  it('is open Sunday to Friday and closed on Saturday', () => {
    // 2026-12-13 is a Sunday.
    const week = ['2026-12-13', '2026-12-14', '2026-12-15', '2026-12-16', '2026-12-17', '2026-12-18', '2026-12-19']
    expect(week.map(isOpenWeekday)).toEqual([true, true, true, true, true, true, false])
  })

  it('names its closed days in Korean where the checkup calendar says why a day is closed', () => {
    expect(checkup.appointment.closed.CLOSED_DAY).toBe('휴진일 (토요일, 공휴일)')
  })

  it('holds clinic on open days that are not holidays, and finds the next one', () => {
    expect(isHospitalDay('2026-12-24')).toBe(true)
    expect(isHospitalDay('2026-12-25')).toBe(false) // Christmas, a Friday
    expect(nextHospitalDay('2026-12-24')).toBe('2026-12-27') // past the holiday and Saturday
    expect(nextHospitalDay('2026-11-23')).toBe('2026-11-24')
  })
})
