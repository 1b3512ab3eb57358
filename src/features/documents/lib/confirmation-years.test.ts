import { describe, expect, it } from 'vitest'
import { confirmationYears } from './confirmation-years'

describe('the years of a payment confirmation', () => {
  it('offers five years, newest first, this year chosen after February', () => {
    expect(confirmationYears('2029-11-23', '2023-11-01')).toEqual({
      years: [2029, 2028, 2027, 2026, 2025],
      initial: 2029,
    })
  })

  it('chooses last year in January and February, for 연말정산', () => {
    expect(confirmationYears('2027-01-15', '2023-11-01').initial).toBe(2026)
    expect(confirmationYears('2027-03-01', '2023-11-01').initial).toBe(2027)
  })

  it('never goes before the service began', () => {
    expect(confirmationYears('2024-01-10', '2023-11-01')).toEqual({ years: [2024, 2023], initial: 2023 })
  })
})
