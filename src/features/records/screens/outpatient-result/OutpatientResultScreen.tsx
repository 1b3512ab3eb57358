import { useQuery } from '@tanstack/react-query'
import { DEFAULT_PERIOD, resultsRange } from '@/shared/domain/records/periods'
import { TestResultsView } from '@/shared/blocks/records/TestResultsView'
import { usePeriodRange } from '@/shared/ui/period-filter'
import { href } from '@/shared/routes/route-table'
import { testResultsQuery } from '@/features/records/records.queries'

/**
 * Test results (검사결과) of a period (1, 3, 6 or 12 months, six by default, kept in the URL),
 * never from before 2023-11-21. A result not out yet says so and does not open.
 */
export default function OutpatientResultScreen() {
  const period = usePeriodRange(DEFAULT_PERIOD, resultsRange)
  const query = useQuery(testResultsQuery(period.range))
  return (
    <TestResultsView
      period={period}
      query={query}
      detailHref={(result) =>
        href('outpatientResultDetail', {
          receptionId: result.receptionId,
          orderDate: result.orderDate,
          testDate: result.testDate,
        })
      }
    />
  )
}
