import type { ReactNode } from 'react'
import styles from './FieldError.module.css'

export interface FieldErrorProps {
  /** The id the field's `aria-describedby` points at. */
  id?: string | undefined
  /** The spec's Korean message; nothing is shown without one. */
  children: ReactNode
}

/** A form field's validation message, announced as it appears. */
export function FieldError({ id, children }: FieldErrorProps) {
  if (!children) return null
  return (
    <p id={id} className={styles.error} role="alert">
      {children}
    </p>
  )
}
