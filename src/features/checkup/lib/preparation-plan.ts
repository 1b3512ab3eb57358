/**
 * The checkup's preparation schedule as data: what to do on which day and at what time, from a
 * week before to the checkup day itself, for the program booked (colonoscopy, endoscopy, a stool
 * sample change what is needed). The screen words each step; this says which steps and when.
 */
import type { CheckupStation } from '@/api/generated/checkup/model'
import { kst } from '@/shared/lib/dates'

export type PlanStep =
  | 'askAnticoagulants'
  | 'questionnaire'
  | 'lowResidueDiet'
  | 'softMeals'
  | 'stoolSample'
  | 'lightDinner'
  | 'fastingStarts'
  | 'bowelPrepEvening'
  | 'bowelPrepMorning'
  | 'morningMedicines'
  | 'arrive'
  | 'finish'
  | 'noDriving'

export interface PlanItem {
  step: PlanStep
  /** HH:mm when the step has a time. */
  time?: string
}

export interface PlanDay {
  /** Days before the checkup (7, 3, 1, 0). */
  daysBefore: number
  date: string
  items: PlanItem[]
}

const has = (stations: readonly CheckupStation[], word: string) => stations.some((s) => s.stationName.includes(word))

const toMinutes = (time: string) => {
  const [h = 0, m = 0] = time.split(':').map(Number)
  return h * 60 + m
}
const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** Ten minutes before the start: the desk opens 8:20 for later arrivals, but the day starts at 8. */
const ARRIVE_BEFORE_MINUTES = 10
/** The last station's own length is not in the plan: about half an hour after it starts. */
const LAST_STATION_MINUTES = 30

export function preparationPlan(
  checkupDate: string,
  startTime: string,
  stations: readonly CheckupStation[],
): PlanDay[] {
  const colonoscopy = has(stations, '대장내시경')
  const sedation = colonoscopy || has(stations, '위내시경')
  const stool = has(stations, '암 검진') || has(stations, '채혈')
  const day = (daysBefore: number) => kst(checkupDate).subtract(daysBefore, 'day').format('YYYY-MM-DD')
  const last = stations.at(-1)?.expectedTime
  const days: PlanDay[] = [
    { daysBefore: 7, date: day(7), items: [{ step: 'askAnticoagulants' }, { step: 'questionnaire' }] },
  ]
  if (colonoscopy) days.push({ daysBefore: 3, date: day(3), items: [{ step: 'lowResidueDiet' }] })
  days.push({
    daysBefore: 1,
    date: day(1),
    items: [
      ...(colonoscopy ? [{ step: 'softMeals' as const }] : []),
      ...(stool ? [{ step: 'stoolSample' as const }] : []),
      { step: 'lightDinner', time: '18:00' },
      ...(colonoscopy ? [{ step: 'bowelPrepEvening' as const, time: '20:00' }] : []),
      { step: 'fastingStarts', time: '21:00' },
    ],
  })
  days.push({
    daysBefore: 0,
    date: checkupDate,
    items: [
      ...(colonoscopy ? [{ step: 'bowelPrepMorning' as const, time: '04:00' }] : []),
      { step: 'morningMedicines', time: '06:00' },
      { step: 'arrive', time: toClock(toMinutes(startTime) - ARRIVE_BEFORE_MINUTES) },
      ...(last ? [{ step: 'finish' as const, time: toClock(toMinutes(last) + LAST_STATION_MINUTES) }] : []),
      ...(sedation ? [{ step: 'noDriving' as const }] : []),
    ],
  })
  return days
}
