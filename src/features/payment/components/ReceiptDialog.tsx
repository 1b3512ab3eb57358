import { useQuery } from '@tanstack/react-query'
import type { PaymentDetail } from '../../../api/generated/outpatient/model'
import { formatDate, kst } from '../../../shared/lib/dates'
import { formatTime, formatWon } from '../../../shared/lib/format'
import { payment } from '../../../shared/messages/payment'
import { Dialog, FactList, QueryState, type Fact } from '../../../shared/ui'
import { paymentReceiptQuery } from '../payment.queries'
import styles from './Payment.module.css'

const { history } = payment

const paidAtText = (paidAt: string) => `${formatDate(paidAt)} ${formatTime(kst(paidAt).format('HH:mm'))}`

function Receipt({ detail }: { detail: PaymentDetail }) {
  const facts: Fact[] = [
    [history.visitDate, formatDate(detail.visitDate)],
    [
      history.department,
      [detail.departmentName, detail.doctorName && payment.doctorTitle(detail.doctorName)].filter(Boolean).join(' '),
    ],
    [history.paidAt, paidAtText(detail.paidAt)],
    [history.methodLabel, history.method[detail.method]],
    [history.card, detail.cardName],
    [history.approvalNo, detail.approvalNo],
    [history.statusLabel, history.status[detail.status]],
  ]
  return (
    <div className={styles.receipt}>
      <FactList facts={facts} align="end" />
      <section aria-labelledby="receipt-amounts">
        <h3 id="receipt-amounts" className={styles.receiptTitle}>
          {history.amounts}
        </h3>
        <FactList
          align="end"
          facts={[
            [history.totalAmount, formatWon(detail.totalAmount)],
            [history.insurerAmount, formatWon(detail.insurerAmount)],
            [history.patientAmount, <span className={styles.receiptTotal}>{formatWon(detail.amount)}</span>],
          ]}
        />
      </section>
      {detail.lines.length > 0 && (
        <section aria-labelledby="receipt-lines">
          <h3 id="receipt-lines" className={styles.receiptTitle}>
            {history.lines}
          </h3>
          <ul className={styles.lines}>
            {detail.lines.map((line) => (
              <li key={line.itemName}>
                <span className={styles.billTitle}>{line.itemName}</span>
                <FactList
                  align="end"
                  facts={[
                    [history.insured, formatWon(line.insuredAmount)],
                    [history.uninsured, formatWon(line.uninsuredAmount)],
                    [history.patientShare, formatWon(line.patientAmount)],
                  ]}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

function ReceiptBody({ paymentId }: { paymentId: string }) {
  const query = useQuery(paymentReceiptQuery(paymentId))
  return <QueryState query={query}>{(detail) => <Receipt detail={detail} />}</QueryState>
}

/** A payment's receipt (진료비 영수증) in a bottom sheet: what was paid, how, and the lines. */
export function ReceiptDialog({ paymentId, onClose }: { paymentId: string | null; onClose: () => void }) {
  return (
    <Dialog open={paymentId !== null} onClose={onClose} title={history.receipt} variant="sheet">
      {paymentId !== null && <ReceiptBody paymentId={paymentId} />}
    </Dialog>
  )
}
