import type { ReactNode } from 'react'
import { KeepWhole } from '../text/Text'
import styles from './FactList.module.css'

/** A term and its value; a fact whose value is missing (undefined, null or '') is left out. */
export type Fact = readonly [term: ReactNode, value: ReactNode]

export interface FactListProps {
  facts: readonly Fact[]
  /** `end`: values at the right edge, as amounts of money are. */
  align?: 'start' | 'end'
  /** Lines between the facts (the items of a bill). */
  divided?: boolean
  /** The last fact is the sum to pay or paid: larger, in the theme colour. */
  total?: boolean
  /** Placement in the screen (padding, margins); the look is the list's own. */
  className?: string
  'aria-label'?: string
}

const hasValue = ([, value]: Fact) => value !== undefined && value !== null && value !== ''

/**
 * Terms and their values (date, department, amount ...), read as a description list. Dates,
 * times and amounts never break inside themselves; a value that does not fit beside its term
 * goes under it.
 */
export function FactList({
  facts,
  align = 'start',
  divided = false,
  total = false,
  className,
  ...rest
}: FactListProps) {
  const classes = [
    styles.facts,
    align === 'end' && styles.end,
    divided && styles.divided,
    total && styles.total,
    className,
  ]
  return (
    <dl className={classes.filter(Boolean).join(' ')} {...rest}>
      {facts.filter(hasValue).map(([term, value], index) => (
        <div key={index} className={styles.fact}>
          <dt>
            <KeepWhole>{term}</KeepWhole>
          </dt>
          <dd>
            <KeepWhole>{value}</KeepWhole>
          </dd>
        </div>
      ))}
    </dl>
  )
}
