import type { MedicineOrder } from '@/api/generated/common/model'
import { formatDate } from '@/shared/lib/korea-time'
import { records } from '@/shared/messages/records'
import { AppLink } from '@/shared/navigation/AppLink'
import { ListRow } from '@/shared/ui'

/** A prescription in a list (date, department, doctor, how many medicines for how long); opens `to`. */
export function MedicineOrderRow({ order, to }: { order: MedicineOrder; to: string }) {
  return (
    <ListRow
      as={AppLink}
      to={to}
      chevron
      title={`${formatDate(order.orderDate)} ${order.departmentName}`}
      description={[
        records.doctorTitle(order.doctorName),
        records.medicines.summary(order.itemCount, order.totalDays),
      ].join(' · ')}
    />
  )
}
