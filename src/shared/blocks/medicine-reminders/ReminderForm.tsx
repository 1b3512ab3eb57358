import { BellRing } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { medicineReminders as words } from '@/shared/messages/medicine-reminders'
import { Button, FieldError, TextField } from '@/shared/ui'
import styles from './MedicineReminders.module.css'
import { validTimes } from './reminders'

export interface ReminderFormProps {
  drugName: string
  /** The proposed (or current) times. */
  initialTimes: readonly string[]
  /** What the supply covers, in words. */
  supply: string
  saving: boolean
  onSave: (times: string[]) => void
  onCancel: () => void
}

/** The reminder's times, proposed from the dosage and changeable; each a time of day, none twice. */
export function ReminderForm({ drugName, initialTimes, supply, saving, onSave, onCancel }: ReminderFormProps) {
  const [times, setTimes] = useState<string[]>([...initialTimes])
  const [error, setError] = useState<string>()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!validTimes(times)) return setError(words.invalidTimes)
    setError(undefined)
    onSave([...times].sort())
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={words.formTitle(drugName)}>
      <p className={styles.hint}>{words.proposed}</p>
      <div className={styles.times}>
        {times.map((time, index) => (
          <TextField
            // The times' order is the form's: an index names the field.
            key={index}
            label={words.timeLabel(index + 1)}
            type="time"
            step={300}
            value={time}
            required
            onChange={(event) => setTimes(times.map((t, i) => (i === index ? event.target.value : t)))}
          />
        ))}
      </div>
      <FieldError>{error}</FieldError>
      <p className={styles.hint}>{supply}</p>
      <div className={styles.buttons}>
        <Button type="submit" icon={<BellRing aria-hidden="true" />} loading={saving}>
          {words.save}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {words.cancel}
        </Button>
      </div>
    </form>
  )
}
