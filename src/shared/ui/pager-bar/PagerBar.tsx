import type { ReactNode } from 'react'
import { KeepWhole } from '../text/Text'
import styles from './PagerBar.module.css'

export interface PagerBarProps {
  /** The way to the one before: an IconButton or a round link (`PagerBar.linkClass`). */
  previous: ReactNode
  /** The way to the one after. */
  next: ReactNode
  /** What is shown now: a month, a day (with a badge). Read out again when it changes. */
  children: ReactNode
}

/**
 * A month or a day with the ways to the one before and after at its sides (the timeline's
 * months, a stay's days): the title centred and kept whole, the arrows always a full target.
 */
export function PagerBar({ previous, next, children }: PagerBarProps) {
  return (
    <div className={styles.bar}>
      {previous}
      <h2 className={styles.title} aria-live="polite">
        <KeepWhole>{children}</KeepWhole>
      </h2>
      {next}
    </div>
  )
}

/** The look of an arrow that is a link (a month in the address), as IconButton's outline. */
PagerBar.linkClass = styles.link
