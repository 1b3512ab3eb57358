import { useQuery, type UseQueryOptions } from '@tanstack/react-query'
import { Download, FileText, Share2 } from 'lucide-react'
import type { PaymentDetail } from '@/api/generated/common/model'
import type { ApiError } from '@/api/http'
import { kst } from '@/shared/lib/dates'
import { formatDate, formatTime } from '@/shared/lib/korea-time'
import { formatWon } from '@/shared/lib/format'
import { documents } from '@/shared/messages/documents'
import { payment } from '@/shared/messages/payment'
import { HOSPITAL } from '@/shared/config/hospital'
import { loadChunk } from '@/shared/lazy'
import { useFileHandOver } from '@/shared/native/use-file-hand-over'
import { href } from '@/shared/routes/route-table'
import { Button, Cluster, Dialog, FactList, LinkButton, QueryState, type Fact } from '@/shared/ui'
import styles from './PaymentHistory.module.css'

const { history } = payment

/** When a payment was made, as receipts and completions say it. */
export const paidAtText = (paidAt: string) => `${formatDate(paidAt)} ${formatTime(kst(paidAt).format('HH:mm'))}`

/** Saves or sends the receipt as a picture, through the shell (the browser downloads or shares it). */
function KeepReceipt({ detail, facts }: { detail: PaymentDetail; facts: Fact[] }) {
  const { busy, handOver } = useFileHandOver({
    saved: history.receiptSaved,
    shared: history.receiptShared,
    failed: history.receiptFailed,
  })
  const picture = async () => {
    // The picture's drawing loads on the tap; without it, the hand-over's failure toast.
    const { receiptPicture } = await loadChunk(() => import('@/shared/domain/payment/receipt-image'))
    const text = (value: Fact[number]) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')
    const rows: Array<readonly [string, string]> = [
      ...facts.map(([label, value]) => [text(label), text(value)] as const).filter(([label, value]) => label && value),
      ['', ''],
      [history.totalAmount, formatWon(detail.totalAmount)],
      [history.insurerAmount, formatWon(detail.insurerAmount)],
      [history.patientAmount, formatWon(detail.amount)],
      ...(detail.lines.length > 0 ? ([['', '']] as const) : []),
      ...detail.lines.map((line) => [line.itemName, formatWon(line.patientAmount)] as const),
    ]
    const data = await receiptPicture({
      hospital: HOSPITAL.name,
      title: history.receipt,
      rows,
      footnote: history.receiptFootnote,
    })
    return { fileName: history.receiptFile(detail.paymentId), data }
  }
  const keep = (how: 'save' | 'share') => handOver(how, picture)
  return (
    <Cluster gap={2}>
      <Button
        variant="outline"
        icon={<Download aria-hidden="true" />}
        loading={busy === 'save'}
        onClick={() => void keep('save')}
      >
        {history.saveReceipt}
      </Button>
      <Button
        variant="outline"
        icon={<Share2 aria-hidden="true" />}
        loading={busy === 'share'}
        onClick={() => void keep('share')}
      >
        {history.shareReceipt}
      </Button>
    </Cluster>
  )
}

function Receipt({ detail }: { detail: PaymentDetail }) {
  // One payment may settle several visits: each visit's own date, not the first one's.
  const visitDates = [...new Set(detail.lines.map((line) => line.visitDate ?? detail.visitDate))].sort()
  const facts: Fact[] = [
    [history.visitDate, (visitDates.length > 0 ? visitDates : [detail.visitDate]).map((d) => formatDate(d)).join(', ')],
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
      <KeepReceipt detail={detail} facts={facts} />
      {detail.receptionId && (
        // The visit's own documents (the official receipt, the itemised statement, confirmations).
        <LinkButton
          variant="primary"
          fullWidth
          icon={<FileText aria-hidden="true" />}
          to={href('visitDocuments', { receptionId: detail.receptionId })}
        >
          {documents.entry}
        </LinkButton>
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
