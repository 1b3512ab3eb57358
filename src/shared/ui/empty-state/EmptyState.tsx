import type { ReactNode } from 'react'
import { Inbox } from 'lucide-react'
import { KeepWhole } from '../text/Text'
import styles from '../state/State.module.css'

export interface EmptyStateProps {
  title: ReactNode
  description?: ReactNode
  icon?: ReactNode
  /** The next step the patient can take (book, register ...). */
  action?: ReactNode
  /** `info`: not yet, rather than nothing (a result in its waiting days). */
  tone?: 'neutral' | 'info'
  /** More lines between the description and the action. */
  children?: ReactNode
  role?: 'status'
}

/** Nothing to show yet, said kindly, with the next action when there is one. */
export function EmptyState({ title, description, icon, action, tone = 'neutral', children, role }: EmptyStateProps) {
  return (
    <div className={tone === 'info' ? `${styles.state} ${styles.info}` : styles.state} role={role}>
      <span className={styles.icon}>{icon ?? <Inbox aria-hidden="true" />}</span>
      <p className={styles.title}>
        <KeepWhole>{title}</KeepWhole>
      </p>
      {description && (
        <p className={styles.description}>
          <KeepWhole>{description}</KeepWhole>
        </p>
      )}
      {children}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  )
}
