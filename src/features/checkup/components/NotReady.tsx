import { Clock } from 'lucide-react'
import type { CheckupRecord } from '@/api/generated/checkup/model'
import { LIMITS } from '@/shared/config/constants'
import { formatDate } from '@/shared/lib/korea-time'
import { messages } from '@/shared/messages'
import { checkup } from '@/shared/messages/checkup'
import { CallLink } from '@/shared/ui'
import styles from './Checkup.module.css'

const { result: words } = checkup

/** A result still in its waiting period: when it opens, and why it is not there yet. */
export function NotReady({ record }: { record: CheckupRecord }) {
  return (
    <div className={styles.waiting} role="status">
      <span className={styles.waitingIcon}>
        <Clock aria-hidden="true" />
      </span>
      <p className={styles.waitingTitle}>{words.notReadyTitle}</p>
      <p className={styles.waitingDate}>{words.notReadyUntil(formatDate(record.resultAvailableFrom))}</p>
      <p>{messages.errors.checkupResultWait(LIMITS.checkupResultWaitDays[record.checkupType])}</p>
      <p className={styles.muted}>{words.notReadyCall}</p>
      <CallLink phone={checkup.centerPhone}>{checkup.callCenter}</CallLink>
    </div>
  )
}
