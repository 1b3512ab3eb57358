import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { OlderResultHidden } from '@/shared/blocks/records/OlderResultHidden'
import { isShownTestDate } from '@/shared/domain/records/periods'
import { TestResultDetailView } from '@/shared/blocks/records/TestResultDetailView'
import { href } from '@/shared/routes/route-table'
import { Page, QueryState } from '@/shared/ui'
import { testResultDetailQuery } from '@/features/records/records.queries'

function ResultDetail({ receptionId, testDate }: { receptionId: string; testDate: string }) {
  const query = useQuery(testResultDetailQuery(receptionId, testDate))
  return <QueryState query={query}>{(detail) => <TestResultDetailView detail={detail} />}</QueryState>
}

/**
 * One test result (검사결과 상세): each item's value, unit and reference range, its judgement
 * in words with an icon, and the doctor's comment. One dated before 2023-11-21 is not shown.
 */
export default function OutpatientResultDetailScreen() {
  const { receptionId = '', testDate = '' } = useParams()
  return (
    <Page>
      {isShownTestDate(testDate) ? (
        <ResultDetail receptionId={receptionId} testDate={testDate} />
      ) : (
        <OlderResultHidden listHref={href('outpatientResult')} />
      )}
    </Page>
  )
}
