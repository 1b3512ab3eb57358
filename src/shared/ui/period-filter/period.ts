import { kst } from '@/shared/lib/dates'

/** The periods a history screen offers, in months (1, 3, 6 months and a year). */
export const PERIOD_MONTHS = [1, 3, 6, 12] as const
export type PeriodMonths = (typeof PERIOD_MONTHS)[number]

export interface PeriodRange {
  startDate: string
  endDate: string
  /** The start was moved forward to `floor` (older records are not offered). */
  clamped: boolean
}

export const isPeriodMonths = (value: number): value is PeriodMonths =>
  (PERIOD_MONTHS as readonly number[]).includes(value)

/** The months in a search parameter, or the fallback when it is missing or not one of the periods. */
export function parsePeriodMonths(value: string | null, fallback: PeriodMonths): PeriodMonths {
  const months = Number(value)
  return value !== null && isPeriodMonths(months) ? months : fallback
}

/**
 * The last `months` months up to `today` (both days included, YYYY-MM-DD). With a `floor`, the
 * start is never before it.
 */
export function periodRange(months: number, today: string, floor?: string): PeriodRange {
  const start = kst(today).subtract(months, 'month').format('YYYY-MM-DD')
  if (floor && start < floor) return { startDate: floor, endDate: today, clamped: true }
  return { startDate: start, endDate: today, clamped: false }
}
