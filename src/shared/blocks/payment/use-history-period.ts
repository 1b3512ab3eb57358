import { DEFAULT_HISTORY_PERIOD, historyRange } from '@/shared/domain/payment/history'
import { todayKst } from '@/shared/lib/dates'
import { type PeriodMonths, type PeriodRange, usePeriodParam } from '@/shared/ui/period-filter'

export interface HistoryPeriodState {
  months: PeriodMonths
  setMonths: (months: PeriodMonths) => void
  range: PeriodRange
}

/** A payment history's period (six months by default), kept in the URL, as dates. */
export function useHistoryPeriod(): HistoryPeriodState {
  const [months, setMonths] = usePeriodParam(DEFAULT_HISTORY_PERIOD)
  return { months, setMonths, range: historyRange(months, todayKst()) }
}
