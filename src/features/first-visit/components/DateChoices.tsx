import { kst } from '@/shared/lib/dates'
import { messages } from '@/shared/messages'
import { firstVisit } from '@/shared/messages/first-visit'
import { ToggleChip } from '@/shared/ui'
import { ChoiceGroup } from '@/shared/ui/choice-group/ChoiceGroup'
import styles from './FirstVisit.module.css'

export interface DateChoicesProps {
  /** The days that may be chosen (clinic days, the nearest first). */
  days: readonly string[]
  chosen: readonly string[]
  onChange: (chosen: string[]) => void
  error?: string | undefined
}

/** 11월 24일 (화): the month, day and weekday, as a chip says it. */
const chipText = (day: string) => {
  const date = kst(day)
  return `${date.month() + 1}월 ${date.date()}일 (${messages.common.weekdays[date.day()]})`
}

/**
 * The days the patient would like to come, up to three: each a chip that is pressed when chosen.
 * A fourth is let through the chips and refused by the form's rule with its message.
 */
export function DateChoices({ days, chosen, onChange, error }: DateChoicesProps) {
  const toggle = (day: string) =>
    onChange(chosen.includes(day) ? chosen.filter((d) => d !== day) : [...chosen, day].sort())
  return (
    <ChoiceGroup legend={firstVisit.form.datesLegend} hint={firstVisit.form.datesHint} error={error}>
      <div className={styles.dates}>
        {days.map((day) => (
          <ToggleChip key={day} shape="box" pressed={chosen.includes(day)} onClick={() => toggle(day)}>
            {chipText(day)}
          </ToggleChip>
        ))}
      </div>
    </ChoiceGroup>
  )
}
