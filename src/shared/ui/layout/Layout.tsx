import type { ElementType, HTMLAttributes, ReactNode } from 'react'
import styles from './Layout.module.css'

export type Gap = 1 | 2 | 3 | 4 | 5 | 6

interface LayoutProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  children: ReactNode
  as?: ElementType
  /** As a form (`as="form"`). */
  noValidate?: boolean
}

const join = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ') || undefined

/** A screen's body: its sections, cards and notes one under the other, room at the end. */
export function Page({ children, as: Component = 'div', className, ...rest }: LayoutProps) {
  return (
    <Component className={join(styles.page, className)} {...rest}>
      {children}
    </Component>
  )
}

export interface StackProps extends LayoutProps {
  gap?: Gap
  /** A block of the screen: the page's side padding and room above it. */
  inset?: boolean
  /** Inside a card that holds rows elsewhere (a note, an empty state's words): the card's padding. */
  padded?: boolean
  /** `center`: centred, text too (a state, a completion). `start`: items keep their own width. */
  align?: 'stretch' | 'start' | 'center'
}

/** Things one under the other with one gap between them. */
export function Stack({
  children,
  as: Component = 'div',
  gap = 3,
  inset = false,
  padded = false,
  align = 'stretch',
  className,
  ...rest
}: StackProps) {
  return (
    <Component
      className={join(
        styles.stack,
        styles[`gap${gap}`],
        inset && styles.inset,
        padded && styles.padded,
        align === 'start' && styles.alignStart,
        align === 'center' && styles.alignCenter,
        className,
      )}
      {...rest}
    >
      {children}
    </Component>
  )
}

export interface ClusterProps extends LayoutProps {
  gap?: Gap
  /** `between`: the first at the start, the last at the end (a title and its badge). */
  justify?: 'start' | 'between' | 'center'
  /** Every child takes an equal share of the row (two buttons side by side). */
  fill?: boolean
  inset?: boolean
}

/**
 * Things side by side that wrap onto the next line when they do not fit (badges, buttons, a
 * title and its action), never squeezed: each keeps its own width up to the whole row.
 */
export function Cluster({
  children,
  as: Component = 'div',
  gap = 2,
  justify = 'start',
  fill = false,
  inset = false,
  className,
  ...rest
}: ClusterProps) {
  return (
    <Component
      className={join(
        styles.cluster,
        styles[`gap${gap}`],
        justify === 'between' && styles.between,
        justify === 'center' && styles.justifyCenter,
        fill && styles.fill,
        inset && styles.inset,
        className,
      )}
      {...rest}
    >
      {children}
    </Component>
  )
}
