import { describe, expect, it } from 'vitest'
import { bookingWindow, lookOf } from './booking-window'

describe('bookingWindow', () => {
  it('reaches 92 days from today, across the year', () => {
    expect(bookingWindow('2026-11-23')).toEqual({ start: '2026-11-23', end: '2027-02-23' })
  })
})

describe('lookOf', () => {
  it('tells a day closed by the three-week rule from other closed days', () => {
    expect(lookOf({ date: '2026-12-14', isAvailable: 'Y', remaining: 3 })).toBe('available')
    expect(lookOf({ date: '2026-12-01', isAvailable: 'N', closedReason: 'LEAD_TIME', remaining: 0 })).toBe('rule')
    expect(lookOf({ date: '2026-12-19', isAvailable: 'N', closedReason: 'CLOSED_DAY', remaining: 0 })).toBe('closed')
    expect(lookOf({ date: '2026-12-15', isAvailable: 'N', closedReason: 'FULL', remaining: 0 })).toBe('closed')
    expect(lookOf(undefined)).toBe('closed')
  })
})
