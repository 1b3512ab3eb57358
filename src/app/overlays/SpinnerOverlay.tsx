import { messages } from '@/shared/messages'
import styles from './SpinnerOverlay.module.css'

/** Blocks the screen while the patient must wait (payments, bookings, sign-in). */
export function SpinnerOverlay({ visible }: { visible: boolean }) {
  if (!visible) return null
  return (
    <div className={styles.scrim} role="status" aria-live="assertive">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{messages.common.loading}</span>
    </div>
  )
}
