import type { ElementType, HTMLAttributes, ReactNode } from 'react'
import { KeepWhole } from '../text/Text'
import styles from './Card.module.css'

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  children: ReactNode
  as?: ElementType
  /** Straight in the page: the page's side padding and room above it. */
  inset?: boolean
  /** `flush`: no padding, for a list whose rows run to the card's edges. */
  padding?: 'default' | 'flush'
  /** `primary`: the soft theme colour (a guide, a highlight). `muted`: grey (a note inside a card). */
  tone?: 'default' | 'primary' | 'muted'
  /** Outlined in the theme colour (the account in use, the chosen item). */
  selected?: boolean
  /** Room between what the card holds: `roomy` for the fields of a form. */
  spacing?: 'default' | 'roomy'
  /** As a form (`as="form"`). */
  noValidate?: boolean
}

/** A white card with soft corners: the one surface of the app. */
export function Card({
  children,
  as: Component = 'div',
  inset = false,
  padding = 'default',
  tone = 'default',
  selected = false,
  spacing = 'default',
  className,
  ...rest
}: CardProps) {
  const classes = [
    styles.card,
    inset && styles.inset,
    padding === 'flush' && styles.flush,
    tone !== 'default' && styles[tone],
    selected && styles.selected,
    spacing === 'roomy' && styles.roomy,
    className,
  ]
  return (
    <Component className={classes.filter(Boolean).join(' ')} {...rest}>
      {children}
    </Component>
  )
}

export interface CardHeaderProps {
  title: ReactNode
  /** Under the title: a date, a place, what the card is about. */
  subtitle?: ReactNode
  /** Badges or an action: beside the title while it keeps most of the row, under it when not. */
  aside?: ReactNode
  /** The heading level (h2 by default); the look stays the card's. */
  as?: 'h2' | 'h3' | 'p'
  /** The headline of a screen's top card (the stay, the surgery, the bill). */
  large?: boolean
  titleId?: string
}

/** A card's title with its subtitle and badges. */
export function CardHeader({ title, subtitle, aside, as: Heading = 'h2', large = false, titleId }: CardHeaderProps) {
  return (
    <div className={large ? `${styles.header} ${styles.large}` : styles.header}>
      <div className={styles.heading}>
        <Heading id={titleId} className={styles.title}>
          <KeepWhole>{title}</KeepWhole>
        </Heading>
        {subtitle && (
          <p className={styles.subtitle}>
            <KeepWhole>{subtitle}</KeepWhole>
          </p>
        )}
      </div>
      {aside && <div className={styles.aside}>{aside}</div>}
    </div>
  )
}
