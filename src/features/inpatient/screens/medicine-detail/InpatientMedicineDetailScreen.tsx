import { useQuery } from '@tanstack/react-query'
import { Pill } from 'lucide-react'
import { useParams, useSearchParams } from 'react-router-dom'
import { MedicineDetailView } from '@/shared/blocks/records/MedicineDetailView'
import { inpatient } from '@/shared/messages/inpatient'
import { href } from '@/shared/routes/route-table'
import { EmptyState, LinkButton, Page, QueryState } from '@/shared/ui'
import { stayMedicineDetailQuery } from '@/features/inpatient/inpatient.queries'
import { ISO_DATE } from '@/shared/lib/korea-time'

/** The day of a prescription: `?orderDate=YYYY-MM-DD` (the spec's path names only the stay). */

function Prescription({ receptionId, orderDate }: { receptionId: string; orderDate: string }) {
  const query = useQuery(stayMedicineDetailQuery(receptionId, orderDate))
  return <QueryState query={query}>{(detail) => <MedicineDetailView detail={detail} kind="INPATIENT" />}</QueryState>
}

/** One prescription of a stay (입원 약처방 상세): each medicine, its dose, times a day, days, how and why. */
export default function InpatientMedicineDetailScreen() {
  const { receptionId = '' } = useParams()
  const [search] = useSearchParams()
  const orderDate = search.get('orderDate') ?? ''
  return (
    <Page>
      {ISO_DATE.test(orderDate) ? (
        <Prescription receptionId={receptionId} orderDate={orderDate} />
      ) : (
        <EmptyState
          icon={<Pill aria-hidden="true" />}
          title={inpatient.medicines.noOrderDate}
          action={<LinkButton to={href('inpatientMedicine')}>{inpatient.medicines.backToList}</LinkButton>}
        />
      )}
    </Page>
  )
}
