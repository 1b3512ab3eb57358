import { useQuery } from '@tanstack/react-query'
import { Pill } from 'lucide-react'
import { MedicineOrderRow } from '@/shared/domain/records/MedicineOrderRow'
import { DEFAULT_PERIOD, medicinesRange } from '@/shared/domain/records/periods'
import { RecordsPeriod } from '@/shared/domain/records/RecordsPeriod'
import { todayKst } from '@/shared/lib/dates'
import { inpatient } from '@/shared/messages/inpatient'
import { records } from '@/shared/messages/records'
import { href } from '@/shared/routes/route-table'
import { EmptyState, List, Page, QueryState, Section, Stack, Text } from '@/shared/ui'
import { usePeriodParam } from '@/shared/ui/period-filter'
import { stayMedicinesQuery } from '@/features/inpatient/inpatient.queries'

const { medicines } = records

/** Medicines of hospital stays (입원 약처방내역) in a period, newest first; each opens its medicines. */
export default function InpatientMedicineScreen() {
  const [months, setMonths] = usePeriodParam(DEFAULT_PERIOD)
  const range = medicinesRange(months, todayKst())
  const query = useQuery(stayMedicinesQuery(range))
  return (
    <Page>
      <RecordsPeriod months={months} onChange={setMonths} range={range} />
      <Stack inset>
        <Text size="sm" tone="sub">
          {inpatient.medicines.stayNote}
        </Text>
      </Stack>
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
                  // The spec's path names the stay only; the day of the prescription rides along.
                  to={href(
                    'inpatientMedicineDetail',
                    { receptionId: order.receptionId },
                    { orderDate: order.orderDate },
                  )}
                />
              ))}
            </List>
          )}
        </QueryState>
      </Section>
    </Page>
  )
}
