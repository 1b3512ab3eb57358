import { formatDate } from '@/shared/lib/korea-time'
import { records } from '@/shared/messages/records'
import { PeriodFilter, type PeriodMonths, type PeriodRange } from '@/shared/ui/period-filter'

/** The period chips of a records list, with the dates searched under them. */
export function RecordsPeriod({
  months,
  onChange,
  range,
}: {
  months: PeriodMonths
  onChange: (months: PeriodMonths) => void
  range: PeriodRange
}) {
  return (
    <PeriodFilter
      value={months}
      onChange={onChange}
      label={records.period}
      optionLabel={records.periodOption}
      description={records.periodRange(formatDate(range.startDate, false), formatDate(range.endDate, false))}
    />
  )
}
