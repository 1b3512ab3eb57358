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
}

/** Nothing to show yet, said kindly, with the next action when there is one. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <div className={styles.state}>
      <span className={styles.icon}>{icon ?? <Inbox aria-hidden="true" />}</span>
      <p className={styles.title}>{title}</p>
      {description && (
        <p className={styles.description}>
          <KeepWhole>{description}</KeepWhole>
        </p>
      )}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  )
}
