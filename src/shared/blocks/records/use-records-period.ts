import { todayKst } from '@/shared/lib/dates'
import { type PeriodMonths, type PeriodRange, usePeriodParam } from '@/shared/ui/period-filter'
import { DEFAULT_PERIOD } from '@/shared/domain/records/periods'

export interface RecordsPeriodState {
  months: PeriodMonths
  setMonths: (months: PeriodMonths) => void
  range: PeriodRange
}

/** A records list's period: 1, 3, 6 or 12 months (six by default) kept in the URL, as dates. */
export function useRecordsPeriod(rangeOf: (months: number, today: string) => PeriodRange): RecordsPeriodState {
  const [months, setMonths] = usePeriodParam(DEFAULT_PERIOD)
  return { months, setMonths, range: rangeOf(months, todayKst()) }
}
