import type { ReactNode } from 'react'
import styles from './Account.module.css'

export interface InfoItem {
  label: string
  value: ReactNode
}

/** Label and value rows (name, birth date, phone ...), read as a description list. */
export function InfoList({ items }: { items: readonly InfoItem[] }) {
  return (
    <dl className={styles.info}>
      {items.map((item) => (
        <div key={item.label} className={styles.infoRow}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
