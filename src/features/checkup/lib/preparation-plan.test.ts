import { describe, expect, it } from 'vitest'
import type { CheckupStation } from '@/api/generated/checkup/model'
import { preparationPlan } from './preparation-plan'

const station = (order: number, stationName: string, expectedTime: string): CheckupStation => ({
  order,
  stationName,
  expectedTime,
  state: 'WAITING',
})

const PRECISE = [
  station(1, '접수·문진표 확인', '08:00'),
  station(2, '채혈·소변 검사', '08:10'),
  station(3, '위내시경', '10:50'),
  station(4, '대장내시경', '11:30'),
  station(5, '검진 후 식사', '12:20'),
]

describe('preparationPlan', () => {
  it('plans a colonoscopy program from a week before, with the bowel preparation and its diet', () => {
    const plan = preparationPlan('2026-12-14', '08:00', PRECISE)
    expect(plan.map((d) => [d.daysBefore, d.date])).toEqual([
      [7, '2026-12-07'],
      [3, '2026-12-11'],
      [1, '2026-12-13'],
      [0, '2026-12-14'],
    ])
    expect(plan[1]!.items).toEqual([{ step: 'lowResidueDiet' }])
    expect(plan[2]!.items).toContainEqual({ step: 'bowelPrepEvening', time: '20:00' })
    expect(plan[2]!.items).toContainEqual({ step: 'fastingStarts', time: '21:00' })
    expect(plan[3]!.items).toEqual([
      { step: 'bowelPrepMorning', time: '04:00' },
      { step: 'morningMedicines', time: '06:00' },
      { step: 'arrive', time: '07:50' },
      { step: 'finish', time: '12:50' },
      { step: 'noDriving' },
    ])
  })

  it('keeps it short for a national checkup without endoscopy', () => {
    const plan = preparationPlan('2026-12-21', '08:00', [
      station(1, '접수·문진표 확인', '08:00'),
      station(2, '신체계측', '08:10'),
      station(3, '흉부 X선', '08:25'),
    ])
    expect(plan.map((d) => d.daysBefore)).toEqual([7, 1, 0])
    expect(plan[1]!.items.map((i) => i.step)).toEqual(['lightDinner', 'fastingStarts'])
    expect(plan[2]!.items.map((i) => i.step)).toEqual(['morningMedicines', 'arrive', 'finish'])
  })

  it('counts back across a month', () => {
    expect(preparationPlan('2027-01-04', '08:00', PRECISE)[0]!.date).toBe('2026-12-28')
  })
})
