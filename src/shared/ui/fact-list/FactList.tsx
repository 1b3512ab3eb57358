import type { ReactNode } from 'react'
import styles from './FactList.module.css'

/** A term and its value; a fact whose value is missing (undefined, null or '') is left out. */
export type Fact = readonly [term: ReactNode, value: ReactNode]

export interface FactListProps {
  facts: readonly Fact[]
  /** `end`: values at the right edge, as amounts of money are. */
  align?: 'start' | 'end'
  /** Placement in the screen (padding, margins); the look is the list's own. */
  className?: string
}

const hasValue = ([, value]: Fact) => value !== undefined && value !== null && value !== ''

/** Terms and their values side by side (date, department, amount ...), read as a description list. */
export function FactList({ facts, align = 'start', className }: FactListProps) {
  return (
    <dl className={[styles.facts, align === 'end' && styles.end, className].filter(Boolean).join(' ')}>
      {facts.filter(hasValue).map(([term, value], index) => (
        <div key={index} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
