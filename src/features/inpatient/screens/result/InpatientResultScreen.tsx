import { useQuery } from '@tanstack/react-query'
import { DEFAULT_PERIOD, resultsRange } from '@/shared/domain/records/periods'
import { TestResultsView } from '@/shared/blocks/records/TestResultsView'
import { usePeriodRange } from '@/shared/ui/period-filter'
import { inpatient } from '@/shared/messages/inpatient'
import { href } from '@/shared/routes/route-table'
import { stayResultsQuery } from '@/features/inpatient/inpatient.queries'

/** Test results of hospital stays (입원 검사결과) in a period, as the outpatient results are. */
export default function InpatientResultScreen() {
  const period = usePeriodRange(DEFAULT_PERIOD, resultsRange)
  const query = useQuery(stayResultsQuery(period.range))
  return (
    <TestResultsView
      period={period}
      query={query}
      note={inpatient.results.stayNote}
      detailHref={(result) =>
        href('inpatientResultDetail', {
          receptionId: result.receptionId,
          orderDate: result.orderDate,
          testDate: result.testDate,
        })
      }
    />
  )
}
