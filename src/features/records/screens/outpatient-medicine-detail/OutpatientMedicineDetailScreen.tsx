import { useQuery } from '@tanstack/react-query'
import { useParams } from 'react-router-dom'
import { MedicineDetailView } from '@/shared/blocks/records/MedicineDetailView'
import { Page, QueryState } from '@/shared/ui'
import { medicineDetailQuery } from '@/features/records/records.queries'

/** One prescription's medicines (약처방 상세): dose, times a day, days, how to take, what it does. */
export default function OutpatientMedicineDetailScreen() {
  const { receptionId = '', orderDate = '' } = useParams()
  const query = useQuery(medicineDetailQuery(receptionId, orderDate))
  return (
    <Page>
      <QueryState query={query}>{(detail) => <MedicineDetailView detail={detail} kind="OUTPATIENT" />}</QueryState>
    </Page>
  )
}
