import { CircleAlert, RotateCw } from 'lucide-react'
import { HOSPITAL } from '@/shared/config/hospital'
import { messages } from '@/shared/messages'
import { Button } from '../button/Button'
import { CallLink } from '../call-link/CallLink'
import { KeepWhole } from '../text/Text'
import styles from '../state/State.module.css'

export interface ErrorStateProps {
  title?: string
  /** What happened, in the patient's words (the server's reason or the generic message). */
  message?: string
  onRetry?: () => void
  /** The number to call when retrying does not help; defaults to the inquiry line. */
  phone?: string
}

/** A failed load: what happened, a retry, and the phone number for when it keeps failing. */
export function ErrorState({
  title = messages.common.errorTitle,
  message = messages.errors.generic,
  onRetry,
  phone = HOSPITAL.phones.inquiry,
}: ErrorStateProps) {
  return (
    <div className={`${styles.state} ${styles.error}`} role="alert">
      <span className={styles.icon}>
        <CircleAlert aria-hidden="true" />
      </span>
      <p className={styles.title}>{title}</p>
      <p className={styles.description}>
        <KeepWhole>{message}</KeepWhole>
      </p>
      <div className={styles.action}>
        {onRetry && (
          <Button variant="secondary" icon={<RotateCw aria-hidden="true" />} onClick={onRetry}>
            {messages.common.retry}
          </Button>
        )}
        <CallLink phone={phone}>
          <KeepWhole>{`${messages.common.callHospital} ${phone}`}</KeepWhole>
        </CallLink>
      </div>
    </div>
  )
}
