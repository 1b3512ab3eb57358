import { describe, expect, it } from 'vitest'
import { fullDateLabel, monthGrid, monthOf, monthsBetween } from './calendar'

describe('monthGrid', () => {
  it('lays November 2026 out Sunday first (1 Nov is a Sunday)', () => {
    const weeks = monthGrid('2026-11')
    expect(weeks).toHaveLength(5)
    expect(weeks[0]).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
    ])
    expect(weeks[4]).toEqual(['2026-11-29', '2026-11-30', null, null, null, null, null])
  })

  it('pads the first week (1 Dec 2026 is a Tuesday)', () => {
    const weeks = monthGrid('2026-12')
    expect(weeks[0]!.slice(0, 3)).toEqual([null, null, '2026-12-01'])
    expect(weeks.flat().filter(Boolean)).toHaveLength(31)
  })

  it('knows February of a leap year', () => {
    expect(monthGrid('2028-02').flat().filter(Boolean)).toHaveLength(29)
  })
})

describe('monthsBetween', () => {
  it('lists the months of the booking window across a year', () => {
    expect(monthsBetween('2026-11-24', '2027-01-22')).toEqual(['2026-11', '2026-12', '2027-01'])
    expect(monthsBetween('2026-11-24', '2026-11-30')).toEqual(['2026-11'])
    expect(monthOf('2026-12-07')).toBe('2026-12')
  })
})

describe('fullDateLabel', () => {
  it('says the whole date for screen readers', () => {
    expect(fullDateLabel('2026-11-26')).toBe('2026년 11월 26일 목요일')
  })
})
