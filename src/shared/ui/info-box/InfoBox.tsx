import { Info, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import styles from './InfoBox.module.css'

/** A note in the flow of a screen: information, or a warning with its icon. */
export function InfoBox({ tone = 'info', children }: { tone?: 'info' | 'warning'; children: ReactNode }) {
  const Icon = tone === 'warning' ? TriangleAlert : Info
  return (
    <div className={`${styles.box} ${styles[tone]}`}>
      <Icon aria-hidden="true" className={styles.icon} />
      <div className={styles.text}>{children}</div>
    </div>
  )
}
