import { describe, expect, it } from 'vitest'
import { parsePeriodMonths, periodRange } from './period'

describe('periodRange', () => {
  it('goes back whole months from today, both days included', () => {
    expect(periodRange(1, '2026-11-23')).toEqual({ startDate: '2026-10-23', endDate: '2026-11-23', clamped: false })
    expect(periodRange(6, '2026-11-23')).toEqual({ startDate: '2026-05-23', endDate: '2026-11-23', clamped: false })
    expect(periodRange(12, '2026-11-23')).toEqual({ startDate: '2025-11-23', endDate: '2026-11-23', clamped: false })
  })

  it('keeps the end of a shorter month (31 March minus one month is 28 February)', () => {
    expect(periodRange(1, '2026-03-31').startDate).toBe('2026-02-28')
  })

  it('never starts before the floor', () => {
    expect(periodRange(12, '2024-05-01', '2023-11-21')).toEqual({
      startDate: '2023-11-21',
      endDate: '2024-05-01',
      clamped: true,
    })
    expect(periodRange(3, '2024-05-01', '2023-11-21').clamped).toBe(false)
  })
})

describe('parsePeriodMonths', () => {
  it('reads one of the offered periods, and falls back otherwise', () => {
    expect(parsePeriodMonths('3', 6)).toBe(3)
    expect(parsePeriodMonths('12', 6)).toBe(12)
    expect(parsePeriodMonths('2', 6)).toBe(6)
    expect(parsePeriodMonths('abc', 6)).toBe(6)
    expect(parsePeriodMonths(null, 1)).toBe(1)
  })
})
