import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { TestResultDetailView } from '@/shared/domain/records/TestResultDetailView'
import { Page, QueryState } from '@/shared/ui'
import { stayResultDetailQuery } from '@/features/inpatient/inpatient.queries'

/** One test result of a stay: each item's value, range and judgement in words, and the doctor's comment. */
export default function InpatientResultDetailScreen() {
  const { receptionId = '', testDate = '' } = useParams()
  const query = useQuery(stayResultDetailQuery(receptionId, testDate))
  return (
    <Page>
      <QueryState query={query}>{(detail) => <TestResultDetailView detail={detail} />}</QueryState>
    </Page>
  )
}
