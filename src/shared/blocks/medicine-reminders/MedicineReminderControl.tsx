import { BellOff, BellRing } from 'lucide-react'
import { useState } from 'react'
import type { MedicineItem } from '@/api/generated/common/model'
import { formatDate, formatTime, todayKst } from '@/shared/lib/korea-time'
import { medicineReminders as words } from '@/shared/messages/medicine-reminders'
import { nativeBridge } from '@/shared/native'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { localSettings } from '@/shared/storage/local-settings'
import { Button } from '@/shared/ui'
import { proposeTimes } from '@/shared/domain/medicine-reminders/dosage-times'
import styles from './MedicineReminders.module.css'
import { useMedicineReminders } from './reminder-store'
import { reminderAlarm, reminderAlarmId, supplyLastDay, type MedicineReminder } from './reminders'
import { ReminderForm } from './ReminderForm'

export interface PrescriptionRef {
  kind: MedicineReminder['kind']
  receptionId: string
  orderDate: string
}

/** "오전 8:30, 오후 12:30" */
export const timesText = (times: readonly string[]): string => times.map(formatTime).join(', ')

/**
 * One medicine's reminder: offered while its supply lasts and when its dosage has daily times;
 * proposed from the dosage, changed by the patient, set with the shell's daily alarm until the
 * supply runs out, turned off through it.
 */
export function MedicineReminderControl({
  userId,
  prescription,
  item,
}: {
  userId: string
  prescription: PrescriptionRef
  item: MedicineItem
}) {
  const overlays = useOverlays()
  const { reminders, save, remove } = useMedicineReminders(userId)
  const [editing, setEditing] = useState(false)
  const [busy, setBusy] = useState(false)
  const alarmId = reminderAlarmId(userId, prescription.receptionId, prescription.orderDate, item.drugCode)
  const current = reminders.find((r) => r.alarmId === alarmId)
  const today = todayKst()
  const endDate = supplyLastDay(prescription.orderDate, item.days)
  const plan = proposeTimes(item)

  if (!current && endDate < today) return <p className={styles.note}>{words.notOffered.ended}</p>
  if (!current && plan.kind === 'notOffered') return <p className={styles.note}>{words.notOffered[plan.reason]}</p>

  const turnOn = async (times: string[]) => {
    setBusy(true)
    try {
      const reminder: MedicineReminder = {
        ...prescription,
        alarmId,
        drugCode: item.drugCode,
        drugName: item.drugName,
        times,
        endDate,
        dose: item.dose,
        usage: item.usage,
      }
      // The lock screen shows the name only when the patient chose it (the reminders screen).
      await nativeBridge().setDailyAlarm(
        reminderAlarm(reminder, today, localSettings.get('medicineNameInReminders') === 'Y'),
      )
      save(reminder)
      setEditing(false)
      overlays.toast(words.saved)
    } catch (error) {
      await overlays.alert({ message: error instanceof Error ? error.message : words.failed, tone: 'error' })
    } finally {
      setBusy(false)
    }
  }

  const turnOff = async () => {
    setBusy(true)
    try {
      await nativeBridge().cancelDailyAlarm(alarmId)
      remove(alarmId)
      overlays.toast(words.turnedOff)
    } catch (error) {
      await overlays.alert({ message: error instanceof Error ? error.message : words.failed, tone: 'error' })
    } finally {
      setBusy(false)
    }
  }

  if (editing) {
    return (
      <ReminderForm
        drugName={item.drugName}
        initialTimes={current?.times ?? (plan.kind === 'times' ? plan.times : [])}
        supply={words.supply(formatDate(endDate), item.days)}
        saving={busy}
        onSave={(times) => void turnOn(times)}
        onCancel={() => setEditing(false)}
      />
    )
  }
  if (current) {
    return (
      <div className={styles.current}>
        <p className={styles.status}>
          <BellRing aria-hidden="true" />
          <span>
            {words.on}: {timesText(current.times)} · {words.until(formatDate(current.endDate))}
          </span>
        </p>
        <div className={styles.buttons}>
          <Button variant="outline" onClick={() => setEditing(true)}>
            {words.change}
          </Button>
          <Button
            variant="outline"

            icon={<BellOff aria-hidden="true" />}
            loading={busy}
            onClick={() => void turnOff()}
          >
            {words.off}
          </Button>
        </div>
      </div>
    )
  }
  return (
    <div className={styles.buttons}>
      <Button variant="outline" icon={<BellRing aria-hidden="true" />} onClick={() => setEditing(true)}>
        {words.turnOn}
      </Button>
    </div>
  )
}
