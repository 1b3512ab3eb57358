import { useQuery, type UseQueryOptions } from '@tanstack/react-query'
import type { PaymentDetail } from '@/api/generated/common/model'
import type { ApiError } from '@/api/http'
import { formatDate, kst } from '@/shared/lib/dates'
import { formatTime, formatWon } from '@/shared/lib/format'
import { payment } from '@/shared/messages/payment'
import { Dialog, FactList, QueryState, type Fact } from '@/shared/ui'
import styles from './PaymentHistory.module.css'

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
                <span className={styles.lineName}>{line.itemName}</span>
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
          {detail.lines.length > 1 && (
            <FactList
              align="end"
              facts={[
                [
                  history.linesTotal(detail.lines.length),
                  <span className={styles.receiptTotal}>
                    {formatWon(detail.lines.reduce((sum, line) => sum + line.patientAmount, 0))}
                  </span>,
                ],
              ]}
            />
          )}
        </section>
      )}
    </div>
  )
}

/** The query options of one payment's detail (the outpatient or the inpatient call). */
export type ReceiptQuery = (
  paymentId: string,
) => UseQueryOptions<PaymentDetail, ApiError, PaymentDetail, readonly unknown[]>

function ReceiptBody({ paymentId, receiptQuery }: { paymentId: string; receiptQuery: ReceiptQuery }) {
  const query = useQuery(receiptQuery(paymentId))
  return <QueryState query={query}>{(detail) => <Receipt detail={detail} />}</QueryState>
}

/**
 * A payment's receipt (진료비 영수증) in a bottom sheet: what was paid, how, and the lines.
 * Outpatient and inpatient payments alike; `receiptQuery` reads the detail from their service.
 */
export function ReceiptDialog({
  paymentId,
  onClose,
  receiptQuery,
}: {
  paymentId: string | null
  onClose: () => void
  receiptQuery: ReceiptQuery
}) {
  return (
    <Dialog open={paymentId !== null} onClose={onClose} title={history.receipt} variant="sheet">
      {paymentId !== null && <ReceiptBody paymentId={paymentId} receiptQuery={receiptQuery} />}
    </Dialog>
  )
}
