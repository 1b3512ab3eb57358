import { describe, expect, it } from 'vitest'
import { allHistoryRanges, historyRange } from './history'

describe('history periods', () => {
  it('goes back the chosen months', () => {
    expect(historyRange(3, '2026-11-23')).toMatchObject({ startDate: '2026-08-23', endDate: '2026-11-23' })
  })

  it('lists every period the history offers, all ending today', () => {
    const ranges = allHistoryRanges('2026-11-23')
    expect(ranges.map((r) => r.startDate)).toEqual(['2026-10-23', '2026-08-23', '2026-05-23', '2025-11-23'])
    expect(ranges.every((r) => r.endDate === '2026-11-23')).toBe(true)
  })
})
