import { useId, type ReactNode } from 'react'
import { KeepWhole } from '../text/Text'
import styles from './Section.module.css'

export interface SectionProps {
  title: ReactNode
  /** A sentence under the title (what the section is for, how to use it). */
  description?: ReactNode
  /** A link or button at the right of the title ("전체보기"); under it when the title needs the row. */
  action?: ReactNode
  /** `card`: white rounded surface (default). `plain`: no surface, for content that carries its own. */
  variant?: 'card' | 'plain'
  /** The card's padding around content that is not a list of rows (facts, a paragraph, a legend). */
  padded?: boolean
  children: ReactNode
  id?: string
}

/** A titled block of a screen, with the page's side padding. The title is the section's accessible name. */
export function Section({ title, description, action, variant = 'card', padded = false, children, id }: SectionProps) {
  const titleId = useId()
  return (
    <section className={styles.section} aria-labelledby={titleId} id={id}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          <KeepWhole>{title}</KeepWhole>
        </h2>
        {action}
      </div>
      {description && (
        <p className={styles.description}>
          <KeepWhole>{description}</KeepWhole>
        </p>
      )}
      <div
        className={[variant === 'card' ? styles.card : styles.plain, padded && styles.padded].filter(Boolean).join(' ')}
      >
        {children}
      </div>
    </section>
  )
}
