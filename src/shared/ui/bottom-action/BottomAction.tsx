import { type ReactNode, useLayoutEffect, useRef } from 'react'
import styles from './BottomAction.module.css'
import { coverBottom } from './bottom-cover'

/**
 * The one primary action of a flow, fixed at the bottom of the screen (booking, payment).
 * Two actions sit side by side while their labels fit; `stacked` puts them one under the other
 * (a completion's next step and its way home). While it is on screen, the toasts rise above it
 * (./bottom-cover.ts): a message never covers the button.
 */
export function BottomAction({ children, stacked = false }: { children: ReactNode; stacked?: boolean }) {
  const bar = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => coverBottom(bar.current!), [])
  return (
    <>
      <div className={stacked ? `${styles.spacer} ${styles.tall}` : styles.spacer} aria-hidden="true" />
      <div ref={bar} className={stacked ? `${styles.bar} ${styles.stacked}` : styles.bar}>
        {children}
      </div>
    </>
  )
}
