import type { ReactNode } from 'react'
import styles from './BottomAction.module.css'

/**
 * The one primary action of a flow, fixed at the bottom of the screen (booking, payment).
 * Two actions sit side by side while their labels fit; `stacked` puts them one under the other
 * (a completion's next step and its way home).
 */
export function BottomAction({ children, stacked = false }: { children: ReactNode; stacked?: boolean }) {
  return (
    <>
      <div className={stacked ? `${styles.spacer} ${styles.tall}` : styles.spacer} aria-hidden="true" />
      <div className={stacked ? `${styles.bar} ${styles.stacked}` : styles.bar}>{children}</div>
    </>
  )
}
