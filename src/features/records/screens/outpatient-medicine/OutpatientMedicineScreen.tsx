import { useQuery } from '@tanstack/react-query'
import { MedicineOrdersView } from '@/shared/blocks/records/MedicineOrdersView'
import { DEFAULT_PERIOD, medicinesRange } from '@/shared/domain/records/periods'
import { usePeriodRange } from '@/shared/ui/period-filter'
import { href } from '@/shared/routes/route-table'
import { medicinesQuery } from '@/features/records/records.queries'

/** Medicines prescribed (약처방내역) in a period, newest first; each opens its medicines. */
export default function OutpatientMedicineScreen() {
  const period = usePeriodRange(DEFAULT_PERIOD, medicinesRange)
  const query = useQuery(medicinesQuery(period.range))
  return (
    <MedicineOrdersView
      period={period}
      query={query}
      detailHref={(order) =>
        href('outpatientMedicineDetail', { receptionId: order.receptionId, orderDate: order.orderDate })
      }
    />
  )
}
