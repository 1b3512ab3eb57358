import { Children, type ComponentPropsWithoutRef, type ElementType, type ReactNode } from 'react'
import { ChevronRight } from 'lucide-react'
import { KeepWhole } from '../text/Text'
import styles from './ListRow.module.css'

interface ListRowOwnProps {
  title: ReactNode
  /**
   * The lines under the title (a date and place, a status ...), one line each. Dates, times and
   * amounts in them never break inside themselves; "A · B" never starts a line with its dot.
   */
  meta?: ReactNode | readonly ReactNode[]
  /** @deprecated the one meta line: use `meta`. */
  description?: ReactNode
  /** An icon before the text. */
  leading?: ReactNode
  /** A time before the text, in a column of its own (a day's schedule, a checkup's stations). */
  when?: ReactNode
  /** The row that is happening now: marked, and `aria-current` (a station in progress). */
  current?: boolean
  /**
   * A badge, a status or an action after the words: beside them while they keep most of the row,
   * under them when not. Never squeezes the title.
   */
  trailing?: ReactNode
  /** An amount or a value after the words, in bold (a bill, a total). */
  value?: ReactNode
  /** Shows the chevron that says "this opens something". */
  chevron?: boolean
}

export type ListRowProps<C extends ElementType = 'div'> = ListRowOwnProps & {
  /** The element to render: 'div' (default), 'button', 'a' or a router Link. */
  as?: C
} & Omit<ComponentPropsWithoutRef<C>, keyof ListRowOwnProps | 'as'>

const lines = (meta: ReactNode | readonly ReactNode[]): ReactNode[] => {
  const all: readonly ReactNode[] = Array.isArray(meta) ? (meta as readonly ReactNode[]) : [meta as ReactNode]
  return all.filter((line) => line !== undefined && line !== null && line !== false && line !== '')
}

/** A full-width row of a list: large text, at least 48px tall, the whole row is the target. */
export function ListRow<C extends ElementType = 'div'>({
  as,
  title,
  meta,
  description,
  leading,
  when,
  current = false,
  trailing,
  value,
  chevron = false,
  className,
  ...rest
}: ListRowProps<C>) {
  const Component: ElementType = as ?? 'div'
  const interactive = Component !== 'div'
  return (
    <Component
      className={[styles.row, interactive && styles.interactive, current && styles.current, className]
        .filter(Boolean)
        .join(' ')}
      {...(Component === 'button' ? { type: 'button' } : {})}
      {...(current ? { 'aria-current': 'step' } : {})}
      {...rest}
    >
      {leading && <span className={styles.leading}>{leading}</span>}
      {when && <span className={styles.when}>{when}</span>}
      <span className={styles.body}>
        <span className={styles.text}>
          <span className={styles.title}>
            <KeepWhole>{title}</KeepWhole>
          </span>
          {lines(meta ?? description).map((line, index) => (
            <span key={index} className={styles.meta}>
              <KeepWhole>{line}</KeepWhole>
            </span>
          ))}
        </span>
        {(trailing || value) && (
          <span className={styles.trailing}>
            {trailing}
            {value && (
              <span className={styles.value}>
                <KeepWhole>{value}</KeepWhole>
              </span>
            )}
          </span>
        )}
      </span>
      {chevron && <ChevronRight className={styles.chevron} aria-hidden="true" />}
    </Component>
  )
}

/**
 * A list of rows with dividers; each child becomes a list item. `padded`: items that are not
 * ListRows (a medicine, a doctor's opinion, a meal) get a row's padding, their lines one under
 * the other.
 */
export function List({ children, label, padded = false }: { children: ReactNode; label?: string; padded?: boolean }) {
  return (
    <ul className={padded ? `${styles.list} ${styles.padded}` : styles.list} aria-label={label}>
      {Children.map(children, (child) => (child == null || child === false ? null : <li>{child}</li>))}
    </ul>
  )
}
