import type { ReactNode } from 'react'
import { KeepWhole } from '../text/Text'
import styles from './BulletList.module.css'

/** Points one under the other with a dot before each; their numbers kept whole. */
export function BulletList({ items, label }: { items: readonly ReactNode[]; label?: string }) {
  return (
    <ul className={styles.bullets} aria-label={label}>
      {items.map((item, index) => (
        <li key={index}>
          <KeepWhole>{item}</KeepWhole>
        </li>
      ))}
    </ul>
  )
}
