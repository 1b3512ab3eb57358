import { CircleAlert, Info, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { KeepWhole } from '../text/Text'
import styles from './InfoBox.module.css'

const ICONS = { info: Info, warning: TriangleAlert, danger: CircleAlert }

export interface InfoBoxProps {
  /** `info` (default), `warning`, or `danger`: a rule the whole form breaks. Always with its icon. */
  tone?: 'info' | 'warning' | 'danger'
  /** A bold first line. */
  title?: ReactNode
  children?: ReactNode
  id?: string
  role?: 'alert' | 'status' | 'note'
}

/** A note in the flow of a screen: information, a warning or a refusal, with its icon. */
export function InfoBox({ tone = 'info', title, children, id, role }: InfoBoxProps) {
  const Icon = ICONS[tone]
  return (
    <div className={`${styles.box} ${styles[tone]}`} id={id} role={role}>
      <Icon aria-hidden="true" className={styles.icon} />
      <div className={styles.text}>
        {title && (
          <p className={styles.title}>
            <KeepWhole>{title}</KeepWhole>
          </p>
        )}
        <KeepWhole>{children}</KeepWhole>
      </div>
    </div>
  )
}
