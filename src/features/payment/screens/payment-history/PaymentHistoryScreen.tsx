import { useQuery } from '@tanstack/react-query'
import { FileText } from 'lucide-react'
import { PaymentHistoryView } from '@/shared/blocks/payment/PaymentHistoryView'
import { DEFAULT_HISTORY_PERIOD, historyRange } from '@/shared/domain/payment/history'
import { usePeriodRange } from '@/shared/ui/period-filter'
import { documents } from '@/shared/messages/documents'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import { LinkButton, Stack } from '@/shared/ui'
import { PaymentTabs } from '@/features/payment/components/PaymentTabs'
import { paymentHistoryQuery, paymentReceiptQuery } from '@/features/payment/payment.queries'

/**
 * Payment history (수납내역) of a period: date, department, amount, how it was paid, whether it
 * stands or was cancelled, and for a proxy payment whose bill it was. A tap opens the receipt.
 */
export default function PaymentHistoryScreen() {
  const session = useSession()
  const period = usePeriodRange(DEFAULT_HISTORY_PERIOD, historyRange)
  const query = useQuery(paymentHistoryQuery(period.range))
  const ownPatientNo = session.user?.patientNo
  return (
    <PaymentHistoryView
      tabs={<PaymentTabs current="outpatientPaymentHistory" />}
      period={period}
      query={query}
      receiptQuery={paymentReceiptQuery}
      isProxy={(item) => Boolean(item.patientNo && ownPatientNo && item.patientNo !== ownPatientNo)}
      lead={
        // The year's payment confirmation (연말정산), one step away.
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
      }
    />
  )
}
