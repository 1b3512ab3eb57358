import { Page } from '@/shared/ui'
import { BillsPayment } from '@/features/payment/components/BillsPayment'
import { PaymentTabs } from '@/features/payment/components/PaymentTabs'

/**
 * What is due (진료비 수납): the signed-in patient's unpaid bills up to today, chosen for
 * payment, with the total and the card payment.
 */
export default function PaymentDefaultScreen() {
  return (
    <Page>
      <PaymentTabs current="outpatientPaymentDefault" />
      <BillsPayment />
    </Page>
  )
}
