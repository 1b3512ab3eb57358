import { useQuery } from '@tanstack/react-query'
import { Pill } from 'lucide-react'
import { formatDate, todayKst } from '../../../../shared/lib/dates'
import { records } from '../../../../shared/messages/records'
import { AppLink } from '../../../../shared/navigation/AppLink'
import { href } from '../../../../shared/routes/route-table'
import { EmptyState, List, ListRow, QueryState, Section } from '../../../../shared/ui'
import { usePeriodParam } from '../../../../shared/ui/period-filter'
import styles from '../../components/Records.module.css'
import { RecordsPeriod } from '../../components/RecordsPeriod'
import { DEFAULT_PERIOD, medicinesRange } from '../../lib/periods'
import { medicinesQuery } from '../../records.queries'

const { medicines } = records

/** Medicines prescribed (약처방내역) in a period, newest first; each opens its medicines. */
export default function OutpatientMedicineScreen() {
  const [months, setMonths] = usePeriodParam(DEFAULT_PERIOD)
  const range = medicinesRange(months, todayKst())
  const query = useQuery(medicinesQuery(range))
  return (
    <div className={styles.page}>
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
                <ListRow
                  key={`${order.receptionId}-${order.orderDate}`}
                  as={AppLink}
                  to={href('outpatientMedicineDetail', { receptionId: order.receptionId, orderDate: order.orderDate })}
                  chevron
                  title={`${formatDate(order.orderDate)} ${order.departmentName}`}
                  description={[
                    records.doctorTitle(order.doctorName),
                    medicines.summary(order.itemCount, order.totalDays),
                  ].join(' · ')}
                />
              ))}
            </List>
          )}
        </QueryState>
      </Section>
    </div>
  )
}
