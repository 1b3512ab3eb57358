import { describe, expect, it } from 'vitest'
import type { OpeningHours } from '@/api/generated/rx/model'
import { dayOfWeek, hoursText, openStateAt } from './opening-hours'

const weekday = { isClosed: 'N', open: '09:00', close: '19:00', lunchStart: '13:00', lunchEnd: '14:00' } as const
const HOURS: OpeningHours[] = [
  { dayOfWeek: 'SUN', isClosed: 'Y' },
  ...(['MON', 'TUE', 'WED', 'THU', 'FRI'] as const).map((day) => ({ dayOfWeek: day, ...weekday })),
  { dayOfWeek: 'SAT', isClosed: 'N', open: '09:00', close: '14:00' },
]
/** Korea time on Monday 23 November 2026 (and the days after). */
const at = (date: string, time: string) => `${date}T${time}:00+09:00`

describe('whether a pharmacy is open, in Korea time', () => {
  it('reads the weekday in Korea, whatever the device zone', () => {
    // 23:30 UTC on Sunday is Monday 08:30 in Seoul.
    expect(dayOfWeek('2026-11-22T23:30:00Z')).toBe('MON')
  })

  it.each([
    [at('2026-11-23', '08:59'), 'beforeOpen'],
    [at('2026-11-23', '09:00'), 'open'],
    [at('2026-11-23', '12:59'), 'open'],
    [at('2026-11-23', '13:00'), 'lunch'],
    [at('2026-11-23', '13:59'), 'lunch'],
    [at('2026-11-23', '14:00'), 'open'],
    [at('2026-11-23', '18:59'), 'open'],
    [at('2026-11-23', '19:00'), 'afterClose'],
    [at('2026-11-28', '13:30'), 'open'],
    [at('2026-11-28', '14:00'), 'afterClose'],
    [at('2026-11-29', '11:00'), 'dayOff'],
  ] as const)('%s: %s', (now, state) => {
    expect(openStateAt(HOURS, now)).toBe(state)
  })

  it('writes the hours in 12-hour Korean time, with the lunch break, or the day off', () => {
    expect(hoursText(HOURS[1])).toBe('오전 9:00~오후 7:00 (점심 오후 1:00~오후 2:00)')
    expect(hoursText(HOURS[6])).toBe('오전 9:00~오후 2:00')
    expect(hoursText(HOURS[0])).toBe('휴무')
  })
})
