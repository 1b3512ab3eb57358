import { useQuery } from '@tanstack/react-query'
import { Pill } from 'lucide-react'
import { MedicineOrderRow } from '@/shared/domain/records/MedicineOrderRow'
import { DEFAULT_PERIOD, medicinesRange } from '@/shared/domain/records/periods'
import { RecordsPeriod } from '@/shared/domain/records/RecordsPeriod'
import { todayKst } from '@/shared/lib/dates'
import { records } from '@/shared/messages/records'
import { href } from '@/shared/routes/route-table'
import { EmptyState, List, Page, QueryState, Section } from '@/shared/ui'
import { usePeriodParam } from '@/shared/ui/period-filter'
import { medicinesQuery } from '@/features/records/records.queries'

const { medicines } = records

/** Medicines prescribed (약처방내역) in a period, newest first; each opens its medicines. */
export default function OutpatientMedicineScreen() {
  const [months, setMonths] = usePeriodParam(DEFAULT_PERIOD)
  const range = medicinesRange(months, todayKst())
  const query = useQuery(medicinesQuery(range))
  return (
    <Page>
      <RecordsPeriod months={months} onChange={setMonths} range={range} />
      <Section title={medicines.listLabel}>
        <QueryState
          query={query}
          isEmpty={(orders) => orders.length === 0}
          empty={
            <EmptyState icon={<Pill aria-hidden="true" />} title={medicines.empty} description={medicines.emptyHint} />
          }
        >
          {(orders) => (
            <List label={medicines.listLabel}>
              {orders.map((order) => (
                <MedicineOrderRow
                  key={`${order.receptionId}-${order.orderDate}`}
                  order={order}
                  to={href('outpatientMedicineDetail', { receptionId: order.receptionId, orderDate: order.orderDate })}
                />
              ))}
            </List>
          )}
        </QueryState>
      </Section>
    </Page>
  )
}
