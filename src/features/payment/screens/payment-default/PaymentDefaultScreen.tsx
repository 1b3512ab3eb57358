import { BillsPayment } from '../../components/BillsPayment'
import styles from '../../components/Payment.module.css'
import { PaymentTabs } from '../../components/PaymentTabs'

/**
 * What is due (진료비 수납): the signed-in patient's unpaid bills up to today, chosen for
 * payment, with the total and the card payment.
 */
export default function PaymentDefaultScreen() {
  return (
    <div className={styles.page}>
      <PaymentTabs current="outpatientPaymentDefault" />
      <BillsPayment />
    </div>
  )
}
