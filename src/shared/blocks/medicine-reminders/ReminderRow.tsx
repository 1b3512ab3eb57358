import { BellOff, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { formatDate } from '@/shared/lib/korea-time'
import { medicineReminders as words } from '@/shared/messages/medicine-reminders'
import { Badge, Button } from '@/shared/ui'
import { timesText } from './MedicineReminderControl'
import styles from './MedicineReminders.module.css'
import type { MedicineReminder } from './reminders'

export interface ReminderRowProps {
  reminder: MedicineReminder
  /** Its supply has run out (its alarms stopped by themselves): it can be cleared. */
  ended: boolean
  onStop: (reminder: MedicineReminder, ended: boolean) => Promise<void>
}

/**
 * One medicine reminder kept on this phone, in the list of reminders (inside a `<ul>`): which
 * medicine, its times, its kind, when it was prescribed and until when, and the button that stops
 * it (or clears it once ended), busy while the shell answers.
 */
export function ReminderRow({ reminder, ended, onStop }: ReminderRowProps) {
  const [busy, setBusy] = useState(false)
  const stop = async () => {
    setBusy(true)
    await onStop(reminder, ended).finally(() => setBusy(false))
  }
  return (
    <li className={styles.reminder} aria-label={reminder.drugName}>
      <p className={styles.drug}>{reminder.drugName}</p>
      <p className={styles.reminderTimes}>{timesText(reminder.times)}</p>
      <p className={styles.hint}>
        <Badge tone="neutral">{words.list.kind[reminder.kind]}</Badge>{' '}
        {words.list.prescribed(formatDate(reminder.orderDate))} ·{' '}
        {ended ? words.endedOn(formatDate(reminder.endDate)) : words.until(formatDate(reminder.endDate))}
      </p>
      <div className={styles.buttons}>
        <Button
          variant="outline"
          icon={ended ? <Trash2 aria-hidden="true" /> : <BellOff aria-hidden="true" />}
          loading={busy}
          aria-label={`${reminder.drugName} ${ended ? words.list.remove : words.off}`}
          onClick={() => void stop()}
        >
          {ended ? words.list.remove : words.off}
        </Button>
      </div>
    </li>
  )
}
