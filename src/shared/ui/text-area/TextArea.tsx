import { forwardRef, useId, type TextareaHTMLAttributes } from 'react'
import { FieldError } from '../field-error/FieldError'
import styles from './TextArea.module.css'

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string
  /** The validation message: shown under the field and announced. */
  error?: string | undefined
  hint?: string
  /** How much is written of how much may be ("120 / 1000자"), beside the hint. */
  counter?: string
}

/**
 * A labelled text of several lines (a question, a reason), 16px or larger so phones do not
 * zoom, growing with what is written, with its hint, its count and its error under it.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, counter, id, className, rows = 6, ...rest },
  ref,
) {
  const generated = useId()
  const inputId = id ?? generated
  const hintId = `${inputId}-hint`
  const counterId = `${inputId}-counter`
  const errorId = `${inputId}-error`
  const describedBy = [hint && hintId, counter && counterId, error && errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {(hint || counter) && (
        <div className={styles.under}>
          {hint && (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          )}
          {counter && (
            <p id={counterId} className={styles.counter}>
              {counter}
            </p>
          )}
        </div>
      )}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  )
})
