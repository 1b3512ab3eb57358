import { useQuery } from '@tanstack/react-query'
import type { PaymentDetail } from '../../../api/generated/outpatient/model'
import { formatDate, kst } from '../../../shared/lib/dates'
import { formatTime, formatWon } from '../../../shared/lib/format'
import { payment } from '../../../shared/messages/payment'
import { Dialog, QueryState } from '../../../shared/ui'
import { paymentReceiptQuery } from '../payment.queries'
import styles from './Payment.module.css'

const { history } = payment

const paidAtText = (paidAt: string) => `${formatDate(paidAt)} ${formatTime(kst(paidAt).format('HH:mm'))}`

function Receipt({ detail }: { detail: PaymentDetail }) {
  const facts: Array<[string, string | undefined]> = [
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
      <dl className={styles.receiptFacts}>
        {facts
          .filter((fact): fact is [string, string] => Boolean(fact[1]))
          .map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <section aria-labelledby="receipt-amounts">
        <h3 id="receipt-amounts" className={styles.receiptTitle}>
          {history.amounts}
        </h3>
        <dl className={styles.receiptFacts}>
          <dt>{history.totalAmount}</dt>
          <dd>{formatWon(detail.totalAmount)}</dd>
          <dt>{history.insurerAmount}</dt>
          <dd>{formatWon(detail.insurerAmount)}</dd>
          <dt>{history.patientAmount}</dt>
          <dd className={styles.receiptTotal}>{formatWon(detail.amount)}</dd>
        </dl>
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
                <dl className={styles.receiptFacts}>
                  <dt>{history.insured}</dt>
                  <dd>{formatWon(line.insuredAmount)}</dd>
                  <dt>{history.uninsured}</dt>
                  <dd>{formatWon(line.uninsuredAmount)}</dd>
                  <dt>{history.patientShare}</dt>
                  <dd>{formatWon(line.patientAmount)}</dd>
                </dl>
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
