import { describe, expect, it } from 'vitest'
import { parsePeriod, periodValue, quartersUntil, RECENT } from './periods'

describe('the prescriptions periods', () => {
  it('lists every quarter since the service started (2023 Q4), newest first', () => {
    const quarters = quartersUntil('2026-11-23').map(periodValue)
    expect(quarters[0]).toBe('2026-4')
    expect(quarters.at(-1)).toBe('2023-4')
    expect(quarters).toHaveLength(13)
  })

  it('reads a period from the URL, falling back to the recent months', () => {
    expect(parsePeriod('2026-3', '2026-11-23')).toEqual({ kind: 'quarter', year: 2026, quarter: 3 })
    expect(parsePeriod(null, '2026-11-23')).toBe(RECENT)
    expect(parsePeriod('recent', '2026-11-23')).toBe(RECENT)
    // Outside the choices: before the service, in the future, not a quarter.
    expect(parsePeriod('2023-3', '2026-11-23')).toBe(RECENT)
    expect(parsePeriod('2027-1', '2026-11-23')).toBe(RECENT)
    expect(parsePeriod('2026-5', '2026-11-23')).toBe(RECENT)
  })
})
