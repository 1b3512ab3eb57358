import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { FieldError } from '../field-error/FieldError'
import styles from './Checkbox.module.css'

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode
  error?: string | undefined
}

/** A large checkbox whose whole row is the target (consents). */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, id, ...rest },
  ref,
) {
  const generated = useId()
  const inputId = id ?? generated
  const errorId = `${inputId}-error`
  return (
    <div className={styles.wrap}>
      <label htmlFor={inputId} className={styles.row}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...rest}
        />
        <span className={styles.label}>{label}</span>
      </label>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  )
})
