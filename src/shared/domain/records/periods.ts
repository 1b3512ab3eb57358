import { DATES } from '@/shared/config/constants'
import { periodRange, type PeriodMonths, type PeriodRange } from '@/shared/ui/period-filter/period'
import { ISO_DATE } from '@/shared/lib/korea-time'

/** Both lists open on the last six months. */
export const DEFAULT_PERIOD: PeriodMonths = 6

/** Test results: the period, never before 2023-11-21 (spec section 9: older results are not shown). */
export const resultsRange = (months: number, today: string): PeriodRange =>
  periodRange(months, today, DATES.testResultsFrom)

/** Medicines: the period as chosen. */
export const medicinesRange = (months: number, today: string): PeriodRange => periodRange(months, today)

/**
 * A result of this test date (YYYY-MM-DD) may be shown: on or after 2023-11-21 (spec section 9).
 * The detail screens check it before asking the server, whatever the address says.
 */
export const isShownTestDate = (testDate: string): boolean =>
  ISO_DATE.test(testDate) && testDate >= DATES.testResultsFrom
