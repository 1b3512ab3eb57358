import type { UseQueryResult } from '@tanstack/react-query'
import { Pill } from 'lucide-react'
import type { MedicineOrder } from '@/api/generated/common/model'
import { records } from '@/shared/messages/records'
import { EmptyState, List, Page, QueryState, Section, Stack, Text } from '@/shared/ui'
import type { PeriodRangeState } from '@/shared/ui/period-filter'
import { MedicineOrderRow } from './MedicineOrderRow'
import { RecordsPeriod } from './RecordsPeriod'

const { medicines } = records

export interface MedicineOrdersViewProps {
  period: PeriodRangeState
  query: UseQueryResult<MedicineOrder[]>
  /** What the list holds when it is not plain (the stays' medicines). */
  note?: string
  /** The address of a prescription's medicines. */
  detailHref: (order: MedicineOrder) => string
}

/** Prescriptions of medicines in a period (outpatient or of hospital stays), newest first; each opens its medicines. */
export function MedicineOrdersView({ period, query, note, detailHref }: MedicineOrdersViewProps) {
  return (
    <Page>
      <RecordsPeriod months={period.months} onChange={period.setMonths} range={period.range} />
      {note && (
        <Stack inset>
          <Text size="sm" tone="sub">
            {note}
          </Text>
        </Stack>
      )}
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
                  to={detailHref(order)}
                />
              ))}
            </List>
          )}
        </QueryState>
      </Section>
    </Page>
  )
}
