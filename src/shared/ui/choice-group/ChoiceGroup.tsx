import { useId, type ReactNode } from 'react'
import { FieldError } from '../field-error/FieldError'
import styles from './ChoiceGroup.module.css'

export interface ChoiceGroupProps {
  /** The question, read as the group's name. */
  legend: string
  hint?: string | undefined
  /** The validation message: shown under the choices and announced. */
  error?: string | undefined
  /** The legend for screen readers only, when a section's title above already says it. */
  legendHidden?: boolean
  /** `radiogroup` for one choice among a few; a plain group (several days, several floors) otherwise. */
  role?: 'radiogroup'
  id?: string
  /** The choices. */
  children: ReactNode
}

/**
 * A question whose answer is chosen rather than typed: its legend, a hint, the choices and the
 * message when the answer is refused (RadioGroup's frame, and the frame of chips chosen together).
 */
export function ChoiceGroup({ legend, hint, error, legendHidden = false, role, id, children }: ChoiceGroupProps) {
  const generated = useId()
  const baseId = id ?? generated
  const hintId = `${baseId}-hint`
  const errorId = `${baseId}-error`
  const legendId = `${baseId}-legend`
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined
  return (
    <fieldset
      role={role}
      className={styles.group}
      aria-labelledby={legendId}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend id={legendId} className={legendHidden ? 'visually-hidden' : styles.legend}>
        {legend}
      </legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {children}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  )
}
