import type { MedicineItem } from '@/api/generated/common/model'

/**
 * The reminder times a prescription's dosage suggests (복용법 + 1일 투여 횟수), as Korean
 * pharmacies write them: meals at 08:00, 12:00 and 18:00, "식후 30분" half an hour after,
 * "식전" half an hour before, "식간" two hours after, bedtime (취침 전, 자기 전) at 22:00, on an
 * empty stomach (공복, 기상 직후) at 07:00, "N시간마다" every N hours from 08:00. What the text
 * does not say comes from the count: once a day the morning, twice morning and evening, three
 * times the three meals, four times the meals and bedtime, more spread over the waking day.
 */
export type DosagePlan =
  | { kind: 'times'; times: string[] }
  /** No daily times to offer: taken when needed, given in the ward, or too often for alarms. */
  | { kind: 'notOffered'; reason: 'asNeeded' | 'ward' | 'tooOften' }

const MEALS = [
  { word: '아침', minutes: 8 * 60 },
  { word: '점심', minutes: 12 * 60 },
  { word: '저녁', minutes: 18 * 60 },
] as const
const BEDTIME = 22 * 60
const EMPTY_STOMACH = 7 * 60
const DAY_START = 8 * 60
/** Beyond this many a day, alarms would be noise: not offered. */
export const MAX_REMINDERS_A_DAY = 8

const AS_NEEDED = /필요\s*(할\s*때|시)|통증이?\s*있을\s*때|아플\s*때|열이?\s*날\s*때|증상이?\s*있을\s*때|prn/i
const WARD = /병동|주사/
const BEDTIME_WORDS = /취침|자기\s*전|잠자기/
const EMPTY_STOMACH_WORDS = /공복|기상\s*직후/
const INTERVAL = /(\d{1,2})\s*시간\s*(마다|간격)/

const hhmm = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`
}

/** Minutes from the meal: after (+30 unless said), before (-30 unless said), between (+120). */
function mealOffset(usage: string): number {
  const before = /식전\s*(\d{1,3})?\s*분?/.exec(usage)
  if (before) return -Number(before[1] ?? 30)
  if (usage.includes('식간')) return 120
  const after = /식후\s*(\d{1,3})\s*분/.exec(usage)
  return after ? Number(after[1]) : 30
}

/** The meals of the day for `count` doses (no meals named). */
const mealsFor = (count: number) => (count === 1 ? [MEALS[0]] : count === 2 ? [MEALS[0], MEALS[2]] : [...MEALS])

function fromCount(count: number, usage: string, offset: number): number[] {
  if (count === 1 && BEDTIME_WORDS.test(usage)) return [BEDTIME]
  if (count === 1 && EMPTY_STOMACH_WORDS.test(usage)) return [EMPTY_STOMACH]
  if (count <= 3) return mealsFor(count).map((meal) => meal.minutes + offset)
  if (count === 4) return [...MEALS.map((meal) => meal.minutes + offset), BEDTIME]
  // Spread over the waking day, 08:00 to 22:00, on half hours.
  const step = Math.floor((BEDTIME - DAY_START) / (count - 1) / 30) * 30
  return Array.from({ length: count }, (_, i) => DAY_START + i * step)
}

export function proposeTimes({ timesPerDay, usage }: Pick<MedicineItem, 'timesPerDay' | 'usage'>): DosagePlan {
  if (AS_NEEDED.test(usage)) return { kind: 'notOffered', reason: 'asNeeded' }
  if (WARD.test(usage)) return { kind: 'notOffered', reason: 'ward' }
  if (timesPerDay > MAX_REMINDERS_A_DAY) return { kind: 'notOffered', reason: 'tooOften' }
  const count = Math.max(1, timesPerDay)
  const offset = mealOffset(usage)

  let minutes: number[] = []
  const interval = INTERVAL.exec(usage)
  if (interval && Number(interval[1]) > 0) {
    minutes = Array.from({ length: count }, (_, i) => DAY_START + i * Number(interval[1]) * 60)
  } else if (count === 1 && EMPTY_STOMACH_WORDS.test(usage)) {
    // "아침 공복": before breakfast, not after it.
    minutes = [EMPTY_STOMACH]
  } else {
    const named = MEALS.filter((meal) => usage.includes(meal.word)).map((meal) => meal.minutes + offset)
    const said = [...named, ...(BEDTIME_WORDS.test(usage) ? [BEDTIME] : [])]
    // The text names exactly the doses: take it; otherwise the count decides.
    minutes = said.length === count ? said : fromCount(count, usage, offset)
  }
  const times = [...new Set(minutes.map(hhmm))].sort()
  return { kind: 'times', times }
}
