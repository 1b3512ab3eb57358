import type { MealItem, RoundItem, RoundsAndMeals } from '@/api/generated/inpatient/model'

const MEAL_ORDER = { BREAKFAST: 0, LUNCH: 1, DINNER: 2 } as const

/** Every day with rounds or meals, in order. */
export const daysWithRoundsOrMeals = (data: RoundsAndMeals): string[] =>
  [...new Set([...data.rounds.map((r) => r.roundDate), ...data.meals.map((m) => m.mealDate)])].sort()

/** The day to open on: today when there is something, else the nearest day to come, else the last one. */
export function initialDay(days: string[], today: string): string | undefined {
  return days.includes(today) ? today : (days.find((day) => day > today) ?? days.at(-1))
}

/** One day's rounds (in time order) and meals (breakfast, lunch, dinner). */
export function dayOf(data: RoundsAndMeals, date: string): { rounds: RoundItem[]; meals: MealItem[] } {
  return {
    rounds: data.rounds.filter((r) => r.roundDate === date).sort((a, b) => a.roundTime.localeCompare(b.roundTime)),
    meals: data.meals
      .filter((m) => m.mealDate === date)
      .sort((a, b) => MEAL_ORDER[a.mealType] - MEAL_ORDER[b.mealType]),
  }
}
