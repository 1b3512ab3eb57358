import { Children, type ComponentPropsWithoutRef, type ElementType, type ReactNode } from 'react'
import { ChevronRight } from 'lucide-react'
import styles from './ListRow.module.css'

interface ListRowOwnProps {
  title: ReactNode
  description?: ReactNode
  /** An icon or badge before the text. */
  leading?: ReactNode
  /** A value or badge after the text (amount, status). */
  trailing?: ReactNode
  /** Shows the chevron that says "this opens something". */
  chevron?: boolean
}

export type ListRowProps<C extends ElementType = 'div'> = ListRowOwnProps & {
  /** The element to render: 'div' (default), 'button', 'a' or a router Link. */
  as?: C
} & Omit<ComponentPropsWithoutRef<C>, keyof ListRowOwnProps | 'as'>

/** A full-width row of a list: large text, at least 48px tall, the whole row is the target. */
export function ListRow<C extends ElementType = 'div'>({
  as,
  title,
  description,
  leading,
  trailing,
  chevron = false,
  className,
  ...rest
}: ListRowProps<C>) {
  const Component: ElementType = as ?? 'div'
  const interactive = Component !== 'div'
  return (
    <Component
      className={[styles.row, interactive && styles.interactive, className].filter(Boolean).join(' ')}
      {...(Component === 'button' ? { type: 'button' } : {})}
      {...rest}
    >
      {leading && <span className={styles.leading}>{leading}</span>}
      <span className={styles.text}>
        <span className={styles.title}>{title}</span>
        {description && <span className={styles.description}>{description}</span>}
      </span>
      {trailing && <span className={styles.trailing}>{trailing}</span>}
      {chevron && <ChevronRight className={styles.chevron} aria-hidden="true" />}
    </Component>
  )
}

/** A list of rows with dividers; each child becomes a list item. */
export function List({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {Children.map(children, (child) => (child == null || child === false ? null : <li>{child}</li>))}
    </ul>
  )
}
