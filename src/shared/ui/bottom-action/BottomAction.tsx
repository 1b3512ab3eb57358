import type { ReactNode } from 'react'
import styles from './BottomAction.module.css'

/** The one primary action of a flow, fixed at the bottom of the screen (booking, payment). */
export function BottomAction({ children }: { children: ReactNode }) {
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <div className={styles.bar}>{children}</div>
    </>
  )
}
