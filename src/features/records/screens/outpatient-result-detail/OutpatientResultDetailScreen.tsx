import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import styles from '@/shared/domain/records/Records.module.css'
import { TestResultDetailView } from '@/shared/domain/records/TestResultDetailView'
import { QueryState } from '@/shared/ui'
import { testResultDetailQuery } from '@/features/records/records.queries'

/**
 * One test result (검사결과 상세): each item's value, unit and reference range, its judgement
 * in words with an icon, and the doctor's comment.
 */
export default function OutpatientResultDetailScreen() {
  const { receptionId = '', testDate = '' } = useParams()
  const query = useQuery(testResultDetailQuery(receptionId, testDate))
  return (
    <div className={styles.page}>
      <QueryState query={query}>{(detail) => <TestResultDetailView detail={detail} />}</QueryState>
    </div>
  )
}
