import { useQuery } from '@tanstack/react-query'
import { MedicineOrdersView } from '@/shared/blocks/records/MedicineOrdersView'
import { DEFAULT_PERIOD, medicinesRange } from '@/shared/domain/records/periods'
import { usePeriodRange } from '@/shared/ui/period-filter'
import { inpatient } from '@/shared/messages/inpatient'
import { href } from '@/shared/routes/route-table'
import { stayMedicinesQuery } from '@/features/inpatient/inpatient.queries'

/** Medicines of hospital stays (입원 약처방내역) in a period, newest first; each opens its medicines. */
export default function InpatientMedicineScreen() {
  const period = usePeriodRange(DEFAULT_PERIOD, medicinesRange)
  const query = useQuery(stayMedicinesQuery(period.range))
  return (
    <MedicineOrdersView
      period={period}
      query={query}
      note={inpatient.medicines.stayNote}
      // The spec's path names the stay only; the day of the prescription rides along.
      detailHref={(order) =>
        href('inpatientMedicineDetail', { receptionId: order.receptionId }, { orderDate: order.orderDate })
      }
    />
  )
}
