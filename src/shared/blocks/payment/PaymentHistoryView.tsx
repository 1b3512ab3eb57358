import type { UseQueryResult } from '@tanstack/react-query'
import { ReceiptText } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import type { PaymentHistoryItem } from '@/api/generated/common/model'
import { formatDate } from '@/shared/lib/korea-time'
import { payment } from '@/shared/messages/payment'
import { EmptyState, List, Page, QueryState, Section } from '@/shared/ui'
import { PeriodFilter, type PeriodRangeState } from '@/shared/ui/period-filter'
import { PaymentHistoryRow } from './PaymentHistoryRow'
import { ReceiptDialog, type ReceiptQuery } from './ReceiptDialog'

const { history } = payment

export interface PaymentHistoryViewProps {
  /** The screen's tabs above the period (the payment menu's, or the stay's). */
  tabs: ReactNode
  period: PeriodRangeState
  query: UseQueryResult<PaymentHistoryItem[]>
  /** Reads a payment's receipt from the service the list came from. */
  receiptQuery: ReceiptQuery
  /** A payment made for another patient (paid on their behalf): marked in its row. */
  isProxy?: (item: PaymentHistoryItem) => boolean
  /** What comes between the period and the list (the year's confirmation, on the outpatient one). */
  lead?: ReactNode
}

/**
 * Payments of a period (outpatient or of hospital stays): date, what, amount, how it was paid,
 * whether it stands or was cancelled. A tap opens the receipt.
 */
export function PaymentHistoryView({ tabs, period, query, receiptQuery, isProxy, lead }: PaymentHistoryViewProps) {
  const [open, setOpen] = useState<string | null>(null)
  const { range } = period
  return (
    <Page>
      {tabs}
      <PeriodFilter
        value={period.months}
        onChange={period.setMonths}
        label={history.period}
        optionLabel={history.periodOption}
        description={history.periodRange(formatDate(range.startDate, false), formatDate(range.endDate, false))}
      />
      {lead}
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
                <PaymentHistoryRow
                  key={item.paymentId}
                  item={item}
                  proxy={isProxy?.(item) ?? false}
                  onOpen={() => setOpen(item.paymentId)}
                />
              ))}
            </List>
          )}
        </QueryState>
      </Section>
      <ReceiptDialog paymentId={open} onClose={() => setOpen(null)} receiptQuery={receiptQuery} />
    </Page>
  )
}
