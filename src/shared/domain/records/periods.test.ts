import { describe, expect, it } from 'vitest'
import { isShownTestDate, medicinesRange, resultsRange } from './periods'

describe('resultsRange', () => {
  it('is the chosen months up to today', () => {
    expect(resultsRange(6, '2026-11-23')).toEqual({ startDate: '2026-05-23', endDate: '2026-11-23', clamped: false })
    expect(resultsRange(1, '2026-11-23')).toEqual({ startDate: '2026-10-23', endDate: '2026-11-23', clamped: false })
  })

  it('never starts before 2023-11-21, and says so', () => {
    expect(resultsRange(12, '2024-03-02')).toEqual({ startDate: '2023-11-21', endDate: '2024-03-02', clamped: true })
    expect(resultsRange(1, '2023-12-01')).toEqual({ startDate: '2023-11-21', endDate: '2023-12-01', clamped: true })
  })
})

describe('medicinesRange', () => {
  it('is not clamped', () => {
    expect(medicinesRange(12, '2024-03-02')).toEqual({ startDate: '2023-03-02', endDate: '2024-03-02', clamped: false })
  })
})

describe('isShownTestDate (spec section 9: results before 2023-11-21 are not shown)', () => {
  it('shows results from 2023-11-21 on', () => {
    expect(isShownTestDate('2023-11-21')).toBe(true)
    expect(isShownTestDate('2026-11-09')).toBe(true)
  })

  it('hides older results, and dates that are no date', () => {
    expect(isShownTestDate('2023-11-20')).toBe(false)
    expect(isShownTestDate('2019-03-02')).toBe(false)
    expect(isShownTestDate('20261109')).toBe(false)
    expect(isShownTestDate('')).toBe(false)
  })
})
