import { ChevronDown } from 'lucide-react'
import { forwardRef, useId, type SelectHTMLAttributes } from 'react'
import { FieldError } from '../field-error/FieldError'
import fieldStyles from '../text-field/TextField.module.css'
import styles from './SelectField.module.css'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  label: string
  options: readonly SelectOption[]
  /** The first, empty choice ("골라 주세요"): what the field says before one is chosen. */
  placeholder: string
  /** The validation message: shown under the field and announced. */
  error?: string | undefined
  hint?: string
}

/**
 * One choice among many (a department of twenty-odd): the phone's own list, large and scrollable,
 * in a field that looks like the text fields, with its error under it.
 */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, options, placeholder, error, hint, id, ...rest },
  ref,
) {
  const generated = useId()
  const selectId = id ?? generated
  const hintId = `${selectId}-hint`
  const errorId = `${selectId}-error`
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={selectId} className={fieldStyles.label}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.control}>
        <select
          ref={ref}
          id={selectId}
          className={`${fieldStyles.input} ${styles.select}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...rest}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  )
})
