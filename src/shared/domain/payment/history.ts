import { PERIOD_MONTHS, periodRange, type PeriodMonths, type PeriodRange } from '@/shared/ui/period-filter/period'

/** The history opens on the last six months. */
export const DEFAULT_HISTORY_PERIOD: PeriodMonths = 6

export const historyRange = (months: number, today: string): PeriodRange => periodRange(months, today)

/** Every period the history offers: a payment changes all of them. */
export const allHistoryRanges = (today: string): PeriodRange[] =>
  PERIOD_MONTHS.map((months) => historyRange(months, today))
