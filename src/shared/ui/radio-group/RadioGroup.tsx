import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'
import { ChoiceGroup } from '../choice-group/ChoiceGroup'
import styles from './RadioGroup.module.css'

export interface RadioOption {
  value: string
  label: ReactNode
  /** A choice that cannot be taken now (a time already passed); its words say why. */
  disabled?: boolean
}

export interface RadioGroupProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> {
  /** The question, read as the group's name. */
  legend: string
  options: readonly RadioOption[]
  /** The validation message: shown under the choices and announced. */
  error?: string | undefined
  hint?: string
  /** 1: one choice per row (reasons). 2: two per row (short words such as relations). */
  columns?: 1 | 2
  /** The chosen value, for a group held in React state (with `onChange`) instead of a form. */
  selected?: string
  /** The legend for screen readers only, when a section's title above already says it. */
  legendHidden?: boolean
}

/**
 * One choice among a few, each a large row whose whole area is the target. The input props
 * (react-hook-form's `register(name)`) go on every radio, so the group works as one field.
 */
export const RadioGroup = forwardRef<HTMLInputElement, RadioGroupProps>(function RadioGroup(
  { legend, options, error, hint, columns = 1, id, selected, legendHidden = false, ...input },
  ref,
) {
  const generated = useId()
  const baseId = id ?? generated
  return (
    <ChoiceGroup role="radiogroup" id={baseId} legend={legend} hint={hint} error={error} legendHidden={legendHidden}>
      <div className={columns === 2 ? `${styles.options} ${styles.two}` : styles.options}>
        {options.map((option) => {
          const optionId = `${baseId}-${option.value}`
          return (
            <label key={option.value} htmlFor={optionId} className={styles.option}>
              <input
                ref={ref}
                id={optionId}
                type="radio"
                value={option.value}
                className={styles.radio}
                {...(selected === undefined ? {} : { checked: selected === option.value })}
                {...input}
                disabled={option.disabled || input.disabled}
              />
              <span className={styles.label}>{option.label}</span>
            </label>
          )
        })}
      </div>
    </ChoiceGroup>
  )
})
