import { useId, type ReactNode } from 'react'
import styles from './Section.module.css'

export interface SectionProps {
  title: ReactNode
  /** A link or button at the right of the title ("전체보기"). */
  action?: ReactNode
  /** `card`: white rounded surface (default). `plain`: no surface, for lists that carry their own. */
  variant?: 'card' | 'plain'
  children: ReactNode
}

/** A titled block of a screen. The title is the section's accessible name. */
export function Section({ title, action, variant = 'card', children }: SectionProps) {
  const titleId = useId()
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {action}
      </div>
      <div className={variant === 'card' ? styles.card : undefined}>{children}</div>
    </section>
  )
}
