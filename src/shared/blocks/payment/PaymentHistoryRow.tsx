import type { PaymentHistoryItem } from '@/api/generated/common/model'
import { formatDate } from '@/shared/lib/korea-time'
import { formatWon } from '@/shared/lib/format'
import { payment } from '@/shared/messages/payment'
import { Badge, ListRow } from '@/shared/ui'
import styles from './PaymentHistory.module.css'

const { history } = payment

/**
 * A payment in a history list (outpatient or inpatient): date, department, amount, how it was
 * paid, whether it stands or was cancelled, and for a proxy payment whose bill it was. Opens the
 * receipt.
 */
export function PaymentHistoryRow({
  item,
  proxy = false,
  onOpen,
}: {
  item: PaymentHistoryItem
  proxy?: boolean
  onOpen: () => void
}) {
  const cancelled = item.status === 'CANCELLED'
  const method = [history.method[item.method], item.cardName].filter(Boolean).join(' · ')
  return (
    <ListRow
      as="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      chevron
      title={[item.departmentName, item.doctorName && payment.doctorTitle(item.doctorName)].filter(Boolean).join(' ')}
      meta={[
        <span key="badges" className={styles.badges}>
          {proxy && <Badge tone="info">{history.proxy}</Badge>}
          <Badge tone={cancelled ? 'danger' : 'primary'}>{history.status[item.status]}</Badge>
        </span>,
        [formatDate(item.paidAt), method, proxy && item.patientName && history.proxyFor(item.patientName)]
          .filter(Boolean)
          .join(' · '),
      ]}
      trailing={
        <span className={cancelled ? `${styles.amount} ${styles.cancelled}` : styles.amount}>
          {formatWon(item.amount)}
        </span>
      }
    />
  )
}
