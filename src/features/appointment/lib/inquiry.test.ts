import { describe, expect, it } from 'vitest'
import { byScheduleDesc, isSameDayTest, isUpcoming, splitByTime } from './inquiry'

const NOW = new Date('2026-11-23T09:00:00+09:00')
const at = (scheduleDate: string, appointmentTime: string) => ({ scheduleDate, appointmentTime })

describe('byScheduleDesc', () => {
  it('orders by date then time, latest first (spec section 7)', () => {
    const list = [at('2026-11-23', '08:30'), at('2026-12-07', '09:30'), at('2026-11-23', '10:30')]
    expect([...list].sort(byScheduleDesc)).toEqual([
      at('2026-12-07', '09:30'),
      at('2026-11-23', '10:30'),
      at('2026-11-23', '08:30'),
    ])
  })
})

describe('isUpcoming', () => {
  it('counts later today and later days, not earlier today', () => {
    expect(isUpcoming(at('2026-11-23', '10:30'), NOW)).toBe(true)
    expect(isUpcoming(at('2026-11-23', '09:00'), NOW)).toBe(true)
    expect(isUpcoming(at('2026-11-23', '08:30'), NOW)).toBe(false)
    expect(isUpcoming(at('2026-11-26', '08:00'), NOW)).toBe(true)
    expect(isUpcoming(at('2026-11-09', '23:00'), NOW)).toBe(false)
  })

  it('keeps a same-day test to come all day', () => {
    expect(isUpcoming(at('2026-11-23', '06:00'), NOW, { sameDayTests: true })).toBe(true)
    expect(isUpcoming(at('2026-11-23', '06:00'), NOW)).toBe(false)
  })
})

describe('isSameDayTest', () => {
  it('knows the spec times 00:00 and 06:00', () => {
    expect(isSameDayTest('00:00')).toBe(true)
    expect(isSameDayTest('06:00')).toBe(true)
    expect(isSameDayTest('08:30')).toBe(false)
  })
})

describe('splitByTime', () => {
  it('splits the list into upcoming (nearest first) and past (newest first)', () => {
    const { upcoming, past } = splitByTime(
      [at('2026-11-09', '11:15'), at('2026-11-26', '10:00'), at('2026-11-23', '08:30'), at('2026-12-07', '09:30')],
      NOW,
    )
    expect(upcoming).toEqual([at('2026-11-26', '10:00'), at('2026-12-07', '09:30')])
    expect(past).toEqual([at('2026-11-23', '08:30'), at('2026-11-09', '11:15')])
  })
})
