import { describe, expect, it } from 'vitest'
import type { RoundsAndMeals } from '@/api/generated/inpatient/model'
import { dayOf, daysWithRoundsOrMeals, initialDay } from './days'

const data: RoundsAndMeals = {
  rounds: [
    { roundId: 'b', roundDate: '2026-11-23', roundTime: '17:00', doctorName: '오태석', departmentName: '외과' },
    { roundId: 'a', roundDate: '2026-11-23', roundTime: '07:30', doctorName: '오태석', departmentName: '외과' },
    { roundId: 'c', roundDate: '2026-11-21', roundTime: '09:00', doctorName: '김도윤', departmentName: '외과' },
  ],
  meals: [
    { mealDate: '2026-11-24', mealType: 'DINNER', dietName: '죽 (연식)', menu: ['흰죽'] },
    { mealDate: '2026-11-24', mealType: 'BREAKFAST', dietName: '미음 (유동식)', menu: ['쌀미음'] },
    { mealDate: '2026-11-23', mealType: 'LUNCH', dietName: '금식 (수술)', menu: [], fasting: 'Y' },
  ],
}

describe('rounds and meals by day', () => {
  it('lists the days with anything on them, in order', () => {
    expect(daysWithRoundsOrMeals(data)).toEqual(['2026-11-21', '2026-11-23', '2026-11-24'])
  })

  it('opens on today, else the nearest day to come, else the last day', () => {
    const days = daysWithRoundsOrMeals(data)
    expect(initialDay(days, '2026-11-23')).toBe('2026-11-23')
    expect(initialDay(days, '2026-11-22')).toBe('2026-11-23')
    expect(initialDay(days, '2026-11-30')).toBe('2026-11-24')
    expect(initialDay([], '2026-11-23')).toBeUndefined()
  })

  it('gives a day its rounds in time order and its meals from breakfast to dinner', () => {
    expect(dayOf(data, '2026-11-23').rounds.map((r) => r.roundTime)).toEqual(['07:30', '17:00'])
    expect(dayOf(data, '2026-11-24').meals.map((m) => m.mealType)).toEqual(['BREAKFAST', 'DINNER'])
  })
})
