import { describe, expect, it } from 'vitest'
import type { InpatientScheduleItem } from '@/api/generated/inpatient/model'
import { dayOfStay, splitStayDays } from './schedule'

const item = (scheduleDate: string, scheduleTime: string, title = `${scheduleDate} ${scheduleTime}`) =>
  ({
    scheduleId: title,
    scheduleType: 'INPATIENT',
    category: 'PROCEDURE',
    scheduleDate,
    scheduleTime,
    title,
  }) satisfies InpatientScheduleItem

describe('splitStayDays', () => {
  const items = [
    item('2026-11-24', '09:00'),
    item('2026-11-23', '13:00'),
    item('2026-11-20', '10:00'),
    item('2026-11-23', '06:30'),
    item('2026-11-27', '10:00'),
    item('2026-11-22', '16:00'),
    item('2026-11-22', '15:00'),
  ]

  it('puts today first, in time order', () => {
    expect(splitStayDays(items, '2026-11-23').today.map((i) => i.scheduleTime)).toEqual(['06:30', '13:00'])
  })

  it('lists the days to come nearest first, and the days gone by latest first', () => {
    const { upcoming, past } = splitStayDays(items, '2026-11-23')
    expect(upcoming.map((d) => d.date)).toEqual(['2026-11-24', '2026-11-27'])
    expect(past.map((d) => d.date)).toEqual(['2026-11-22', '2026-11-20'])
    expect(past[0]?.items.map((i) => i.scheduleTime)).toEqual(['15:00', '16:00'])
  })

  it('has an empty today when nothing is planned for it', () => {
    expect(splitStayDays(items, '2026-11-25').today).toEqual([])
  })
})

describe('dayOfStay', () => {
  it('counts the admission day as the first', () => {
    expect(dayOfStay('2026-11-20', '2026-11-20')).toBe(1)
    expect(dayOfStay('2026-11-20', '2026-11-23')).toBe(4)
  })
})
