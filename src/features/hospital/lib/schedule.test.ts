import { describe, expect, it } from 'vitest'
import { clinicDates, weeklyTable } from './schedule'

describe('weeklyTable', () => {
  it('lays the week out Sunday to Saturday by morning and afternoon', () => {
    const rows = weeklyTable([
      { dayOfWeek: 'MON', morning: 'Y', afternoon: 'Y' },
      { dayOfWeek: 'SUN', morning: 'Y', afternoon: 'N' },
      { dayOfWeek: 'FRI', morning: 'Y', afternoon: 'N' },
    ])
    expect(rows).toEqual([
      { session: 'AM', open: [true, true, false, false, false, true, false] },
      { session: 'PM', open: [false, true, false, false, false, false, false] },
    ])
  })

  it('treats an empty schedule as no clinic at all', () => {
    expect(weeklyTable([]).every((row) => row.open.every((open) => !open))).toBe(true)
  })
})

describe('clinicDates', () => {
  it('groups open sessions by date, earliest first, and drops closed ones', () => {
    expect(
      clinicDates([
        { clinicDate: '2026-11-25', session: 'PM', isOpen: 'Y' },
        { clinicDate: '2026-11-24', session: 'PM', isOpen: 'Y' },
        { clinicDate: '2026-11-24', session: 'AM', isOpen: 'Y' },
        { clinicDate: '2026-11-26', session: 'AM', isOpen: 'N' },
      ]),
    ).toEqual([
      { date: '2026-11-24', sessions: ['AM', 'PM'] },
      { date: '2026-11-25', sessions: ['PM'] },
    ])
  })
})
