import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { OlderResultHidden } from '@/shared/blocks/records/OlderResultHidden'
import { isShownTestDate } from '@/shared/domain/records/periods'
import { TestResultDetailView } from '@/shared/blocks/records/TestResultDetailView'
import { href } from '@/shared/routes/route-table'
import { Page, QueryState } from '@/shared/ui'
import { stayResultDetailQuery } from '@/features/inpatient/inpatient.queries'

function ResultDetail({ receptionId, testDate }: { receptionId: string; testDate: string }) {
  const query = useQuery(stayResultDetailQuery(receptionId, testDate))
  return <QueryState query={query}>{(detail) => <TestResultDetailView detail={detail} />}</QueryState>
}

/**
 * One test result of a stay: each item's value, range and judgement in words, and the doctor's
 * comment. One dated before 2023-11-21 is not shown.
 */
export default function InpatientResultDetailScreen() {
  const { receptionId = '', testDate = '' } = useParams()
  return (
    <Page>
      {isShownTestDate(testDate) ? (
        <ResultDetail receptionId={receptionId} testDate={testDate} />
      ) : (
        <OlderResultHidden listHref={href('inpatientResult')} />
      )}
    </Page>
  )
}
