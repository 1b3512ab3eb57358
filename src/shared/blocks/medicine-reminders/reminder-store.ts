import { useCallback, useSyncExternalStore } from 'react'
import { personalStore } from '@/shared/storage/personal-store'
import { parseReminders, withoutReminder, withReminder, type MedicineReminder } from './reminders'

/** Each user's medicine reminders on this phone (forgotten at sign-out; the alarms are cancelled then too). */
const store = personalStore('medicine-reminders', parseReminders)

export interface MedicineReminderActions {
  reminders: MedicineReminder[]
  save: (reminder: MedicineReminder) => void
  remove: (alarmId: string) => void
}

/** The signed-in user's medicine reminders (the alarms themselves are the caller's to set). */
export function useMedicineReminders(userId: string): MedicineReminderActions {
  const { reminders } = useSyncExternalStore(store.subscribe, () => store.read(userId))
  const save = useCallback(
    (reminder: MedicineReminder) => store.write(userId, withReminder(store.read(userId), reminder)),
    [userId],
  )
  const remove = useCallback(
    (alarmId: string) => store.write(userId, withoutReminder(store.read(userId), alarmId)),
    [userId],
  )
  return { reminders, save, remove }
}
