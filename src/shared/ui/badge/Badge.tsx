import type { ReactNode } from 'react'
import styles from './Badge.module.css'

export type BadgeTone = 'primary' | 'neutral' | 'info' | 'warning' | 'danger'

/** A short label with meaning in its words, never colour alone. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>
}
