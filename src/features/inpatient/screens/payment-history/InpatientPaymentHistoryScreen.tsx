import { useQuery } from '@tanstack/react-query'
import { PaymentHistoryView } from '@/shared/blocks/payment/PaymentHistoryView'
import { DEFAULT_HISTORY_PERIOD, historyRange } from '@/shared/domain/payment/history'
import { usePeriodRange } from '@/shared/ui/period-filter'
import { StayTabs } from '@/features/inpatient/components/StayTabs'
import { stayPaymentReceiptQuery, stayPaymentsQuery } from '@/features/inpatient/inpatient.queries'

/**
 * Inpatient payments (입원 수납내역) of a period: interim bills and discharge settlements, how
 * they were paid and whether they stand. A tap opens the receipt with its lines.
 */
export default function InpatientPaymentHistoryScreen() {
  const period = usePeriodRange(DEFAULT_HISTORY_PERIOD, historyRange)
  const query = useQuery(stayPaymentsQuery(period.range))
  return (
    <PaymentHistoryView
      tabs={<StayTabs group="payment" current="inpatientPaymentHistory" />}
      period={period}
      query={query}
      receiptQuery={stayPaymentReceiptQuery}
    />
  )
}
