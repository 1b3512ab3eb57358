/**
 * The prescriptions list's periods: the recent three months, or one quarter (1-4) of a year
 * since the mobile service started, kept in the URL (`?period=recent` or `?period=2026-3`).
 */
import { DATES } from '@/shared/config/constants'

export type Period = { kind: 'recent' } | { kind: 'quarter'; year: number; quarter: 1 | 2 | 3 | 4 }

export const RECENT: Period = { kind: 'recent' }
export const PERIOD_PARAM = 'period'

const quarterOf = (isoDate: string) => (Math.floor((Number(isoDate.slice(5, 7)) - 1) / 3) + 1) as 1 | 2 | 3 | 4
const yearOf = (isoDate: string) => Number(isoDate.slice(0, 4))

/** Every quarter from the service's start to today's, newest first. */
export function quartersUntil(today: string): Extract<Period, { kind: 'quarter' }>[] {
  const quarters: Extract<Period, { kind: 'quarter' }>[] = []
  const first = { year: yearOf(DATES.serviceStart), quarter: quarterOf(DATES.serviceStart) }
  let year = yearOf(today)
  let quarter: number = quarterOf(today)
  while (year > first.year || (year === first.year && quarter >= first.quarter)) {
    quarters.push({ kind: 'quarter', year, quarter: quarter as 1 | 2 | 3 | 4 })
    quarter -= 1
    if (quarter === 0) {
      quarter = 4
      year -= 1
    }
  }
  return quarters
}

export const periodValue = (period: Period): string =>
  period.kind === 'recent' ? 'recent' : `${period.year}-${period.quarter}`

/** The period a URL value names, when it is one of the choices; the recent months otherwise. */
export function parsePeriod(value: string | null, today: string): Period {
  const match = /^(\d{4})-([1-4])$/.exec(value ?? '')
  if (!match) return RECENT
  return quartersUntil(today).find((q) => periodValue(q) === value) ?? RECENT
}
