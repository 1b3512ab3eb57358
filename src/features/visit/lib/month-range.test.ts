import { describe, expect, it } from 'vitest'
import type { TimelineEntry } from '@/api/generated/common/model'
import { dateFromParams, groupByDate, monthOf, monthParts, rangeFromParams, shiftMonth } from './month-range'

describe('monthOf', () => {
  it('is the whole calendar month of a day', () => {
    expect(monthOf('2026-11-23')).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' })
    expect(monthOf('2028-02-10')).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' })
  })
})

describe('shiftMonth', () => {
  it('moves to the previous and next months, across years', () => {
    const november = monthOf('2026-11-23')
    expect(shiftMonth(november, -1)).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31' })
    expect(shiftMonth(november, 2)).toEqual({ startDate: '2027-01-01', endDate: '2027-01-31' })
  })
})

describe('rangeFromParams', () => {
  it('reads the range of the URL', () => {
    const params = new URLSearchParams({ startDate: '2026-12-01', endDate: '2026-12-31' })
    expect(rangeFromParams(params, '2026-11-23')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' })
  })

  it('falls back to this month when the range is missing, impossible or backwards', () => {
    const thisMonth = { startDate: '2026-11-01', endDate: '2026-11-30' }
    expect(rangeFromParams(new URLSearchParams(), '2026-11-23')).toEqual(thisMonth)
    expect(
      rangeFromParams(new URLSearchParams({ startDate: '2026-02-30', endDate: '2026-03-01' }), '2026-11-23'),
    ).toEqual(thisMonth)
    expect(
      rangeFromParams(new URLSearchParams({ startDate: '2026-12-01', endDate: '2026-11-01' }), '2026-11-23'),
    ).toEqual(thisMonth)
  })
})

describe('dateFromParams', () => {
  it('reads a real day only', () => {
    expect(dateFromParams(new URLSearchParams({ date: '2026-11-26' }))).toBe('2026-11-26')
    expect(dateFromParams(new URLSearchParams({ date: '26-11-2026' }))).toBeUndefined()
    expect(dateFromParams(new URLSearchParams())).toBeUndefined()
  })
})

describe('monthParts', () => {
  it('names the month of the range start', () => {
    expect(monthParts({ startDate: '2027-01-01', endDate: '2027-01-31' })).toEqual({ year: 2027, month: 1 })
  })
})

describe('groupByDate', () => {
  const entry = (timelineId: string, scheduleDate: string, scheduleTime: string): TimelineEntry => ({
    timelineId,
    scheduleType: 'OUTPATIENT',
    scheduleDate,
    scheduleTime,
    title: timelineId,
  })

  it('groups by day, days and times in order', () => {
    const groups = groupByDate([
      entry('c', '2026-11-26', '10:00'),
      entry('b', '2026-11-23', '10:30'),
      entry('a', '2026-11-23', '08:30'),
    ])
    expect(groups.map((g) => [g.date, g.entries.map((e) => e.timelineId)])).toEqual([
      ['2026-11-23', ['a', 'b']],
      ['2026-11-26', ['c']],
    ])
  })
})
