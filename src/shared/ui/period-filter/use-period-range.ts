import { todayKst } from '@/shared/lib/dates'
import type { PeriodMonths, PeriodRange } from './period'
import { usePeriodParam } from './use-period-param'

/** A list's period as the filter shows it and as the dates its call asks for. */
export interface PeriodRangeState {
  months: PeriodMonths
  setMonths: (months: PeriodMonths) => void
  range: PeriodRange
}

/**
 * A list's period: 1, 3, 6 or 12 months (`defaultMonths` when the URL says none), kept in the URL,
 * and its dates as of today in Korea by the list's own rule (`rangeOf`: test results, medicines and
 * payment histories each count their months their way).
 */
export function usePeriodRange(
  defaultMonths: PeriodMonths,
  rangeOf: (months: PeriodMonths, today: string) => PeriodRange,
): PeriodRangeState {
  const [months, setMonths] = usePeriodParam(defaultMonths)
  return { months, setMonths, range: rangeOf(months, todayKst()) }
}
