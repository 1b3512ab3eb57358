import { useQuery } from '@tanstack/react-query'
import { FileText, ReceiptText } from 'lucide-react'
import { useState } from 'react'
import { DEFAULT_HISTORY_PERIOD, historyRange } from '@/shared/domain/payment/history'
import { PaymentHistoryRow } from '@/shared/domain/payment/PaymentHistoryRow'
import { ReceiptDialog } from '@/shared/domain/payment/ReceiptDialog'
import { todayKst } from '@/shared/lib/dates'
import { formatDate } from '@/shared/lib/korea-time'
import { documents } from '@/shared/messages/documents'
import { payment } from '@/shared/messages/payment'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import { EmptyState, LinkButton, List, Page, QueryState, Section, Stack } from '@/shared/ui'
import { PeriodFilter, usePeriodParam } from '@/shared/ui/period-filter'
import { PaymentTabs } from '@/features/payment/components/PaymentTabs'
import { paymentHistoryQuery, paymentReceiptQuery } from '@/features/payment/payment.queries'

const { history } = payment

/**
 * Payment history (수납내역) of a period: date, department, amount, how it was paid, whether it
 * stands or was cancelled, and for a proxy payment whose bill it was. A tap opens the receipt.
 */
export default function PaymentHistoryScreen() {
  const session = useSession()
  const [months, setMonths] = usePeriodParam(DEFAULT_HISTORY_PERIOD)
  const range = historyRange(months, todayKst())
  const query = useQuery(paymentHistoryQuery(range))
  const [open, setOpen] = useState<string | null>(null)
  const ownPatientNo = session.user?.patientNo
  return (
    <Page>
      <PaymentTabs current="outpatientPaymentHistory" />
      <PeriodFilter
        value={months}
        onChange={setMonths}
        label={history.period}
        optionLabel={history.periodOption}
        description={history.periodRange(formatDate(range.startDate, false), formatDate(range.endDate, false))}
      />
      {/* The year's payment confirmation (연말정산), one step away. */}
      <Stack inset>
        <LinkButton
          variant="outline"
          fullWidth
          icon={<FileText aria-hidden="true" />}
          chevron
          to={href('paymentConfirmation')}
        >
          {documents.confirmation.entry}
        </LinkButton>
      </Stack>
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
                  proxy={Boolean(item.patientNo && ownPatientNo && item.patientNo !== ownPatientNo)}
                  onOpen={() => setOpen(item.paymentId)}
                />
              ))}
            </List>
          )}
        </QueryState>
      </Section>
      <ReceiptDialog paymentId={open} onClose={() => setOpen(null)} receiptQuery={paymentReceiptQuery} />
    </Page>
  )
}
