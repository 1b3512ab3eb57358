import { useQuery } from '@tanstack/react-query'
import { ReceiptText } from 'lucide-react'
import { useState } from 'react'
import { DEFAULT_HISTORY_PERIOD, historyRange } from '@/shared/domain/payment/history'
import { PaymentHistoryRow } from '@/shared/blocks/payment/PaymentHistoryRow'
import { ReceiptDialog } from '@/shared/blocks/payment/ReceiptDialog'
import { todayKst } from '@/shared/lib/dates'
import { formatDate } from '@/shared/lib/korea-time'
import { payment } from '@/shared/messages/payment'
import { EmptyState, List, Page, QueryState, Section } from '@/shared/ui'
import { PeriodFilter, usePeriodParam } from '@/shared/ui/period-filter'
import { StayTabs } from '@/features/inpatient/components/StayTabs'
import { stayPaymentReceiptQuery, stayPaymentsQuery } from '@/features/inpatient/inpatient.queries'

const { history } = payment

/**
 * Inpatient payments (입원 수납내역) of a period: interim bills and discharge settlements, how
 * they were paid and whether they stand. A tap opens the receipt with its lines.
 */
export default function InpatientPaymentHistoryScreen() {
  const [months, setMonths] = usePeriodParam(DEFAULT_HISTORY_PERIOD)
  const range = historyRange(months, todayKst())
  const query = useQuery(stayPaymentsQuery(range))
  const [open, setOpen] = useState<string | null>(null)
  return (
    <Page>
      <StayTabs group="payment" current="inpatientPaymentHistory" />
      <PeriodFilter
        value={months}
        onChange={setMonths}
        label={history.period}
        optionLabel={history.periodOption}
        description={history.periodRange(formatDate(range.startDate, false), formatDate(range.endDate, false))}
      />
      <Section title={history.listLabel}>
        <QueryState
          query={query}
          isEmpty={(items) => items.length === 0}
          empty={
            <EmptyState
              icon={<ReceiptText aria-hidden="true" />}
              title={history.empty}
              description={history.emptyHint}
            />
          }
        >
          {(items) => (
            <List label={history.listLabel}>
              {items.map((item) => (
                <PaymentHistoryRow key={item.paymentId} item={item} onOpen={() => setOpen(item.paymentId)} />
              ))}
            </List>
          )}
        </QueryState>
      </Section>
      <ReceiptDialog paymentId={open} onClose={() => setOpen(null)} receiptQuery={stayPaymentReceiptQuery} />
    </Page>
  )
}
