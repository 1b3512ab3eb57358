import { useId } from 'react'
import { PERIOD_MONTHS, type PeriodMonths } from './period'
import styles from './PeriodFilter.module.css'

export interface PeriodFilterProps {
  value: PeriodMonths
  onChange: (months: PeriodMonths) => void
  /** The group's name for screen readers ("조회 기간"). */
  label: string
  /** The words of one choice ("3개월", "1년"): the screen's message catalogue. */
  optionLabel: (months: PeriodMonths) => string
  /** Below the chips: the dates searched, or a note. */
  description?: string
}

/**
 * The period of a history screen as large chips (native radio buttons: one choice, arrow keys
 * move between them, screen readers say which is chosen).
 */
export function PeriodFilter({ value, onChange, label, optionLabel, description }: PeriodFilterProps) {
  const name = useId()
  const descriptionId = useId()
  return (
    <fieldset className={styles.group} aria-describedby={description ? descriptionId : undefined}>
      <legend className="visually-hidden">{label}</legend>
      <div className={styles.chips}>
        {PERIOD_MONTHS.map((months) => (
          <label key={months} className={styles.chip}>
            <input
              type="radio"
              name={name}
              value={months}
              checked={months === value}
              onChange={() => onChange(months)}
              className={styles.input}
            />
            {optionLabel(months)}
          </label>
        ))}
      </div>
      {description && (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      )}
    </fieldset>
  )
}
