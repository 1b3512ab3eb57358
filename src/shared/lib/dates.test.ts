import { describe, expect, it } from 'vitest'
import { daysBetween, isInCurrentWeek, isoDate, isoDateTime, kst } from './dates'
import { formatDate, formatTime, startOfNextDayKst } from './korea-time'

describe('Korea time', () => {
  it('reads a date-only string as that day in Korea', () => {
    expect(isoDate('2026-11-23')).toBe('2026-11-23')
    expect(kst('2026-11-23').toISOString()).toBe('2026-11-22T15:00:00.000Z')
  })

  it('takes a Dayjs as the moment it stands for, however often it passes through', () => {
    const nine = kst('2026-11-23T09:00:00+09:00')
    expect(isoDateTime(nine)).toBe('2026-11-23T09:00:00+09:00')
    expect(isoDateTime(kst(kst(nine)))).toBe('2026-11-23T09:00:00+09:00')
    expect(isoDate(kst('2026-11-23'))).toBe('2026-11-23')
    expect(formatDate(kst('2026-11-23'))).toBe('2026.11.23 (월)')
  })

  it('writes a UTC moment in Korea time', () => {
    expect(isoDateTime('2026-11-22T20:30:00Z')).toBe('2026-11-23T05:30:00+09:00')
    expect(isoDate(new Date('2026-11-22T15:00:00Z'))).toBe('2026-11-23')
  })

  it('writes 12-hour times with 오전/오후', () => {
    expect(formatTime('00:05')).toBe('오전 12:05')
    expect(formatTime('09:30')).toBe('오전 9:30')
    expect(formatTime('12:00')).toBe('오후 12:00')
    expect(formatTime('14:05')).toBe('오후 2:05')
  })

  it('counts calendar days in Korea', () => {
    expect(daysBetween('2026-11-23T23:50:00+09:00', '2026-11-24T00:10:00+09:00')).toBe(1)
    expect(daysBetween('2026-11-23', '2026-11-30')).toBe(7)
  })

  it('knows the current week, Sunday to Saturday', () => {
    const monday = '2026-11-23T09:00:00+09:00'
    expect(isInCurrentWeek('2026-11-22', monday)).toBe(true) // Sunday
    expect(isInCurrentWeek('2026-11-28', monday)).toBe(true) // Saturday
    expect(isInCurrentWeek('2026-11-21', monday)).toBe(false)
    expect(isInCurrentWeek('2026-11-29', monday)).toBe(false)
  })
})

describe('the end of today in Korea ("오늘 하루 보지 않기")', () => {
  it('is the next midnight in Korea, whatever the time of day', () => {
    const midnight = Date.parse('2026-11-24T00:00:00+09:00')
    expect(startOfNextDayKst('2026-11-23T09:00:00+09:00')).toBe(midnight)
    expect(startOfNextDayKst('2026-11-23T23:59:00+09:00')).toBe(midnight)
    expect(startOfNextDayKst('2026-11-23T00:00:00+09:00')).toBe(midnight)
  })

  it('is Korea’s midnight, not the device’s: 23:30 UTC is already the next morning in Korea', () => {
    expect(startOfNextDayKst('2026-11-23T23:30:00Z')).toBe(Date.parse('2026-11-25T00:00:00+09:00'))
  })
})
