import { isoDate } from '@/shared/lib/korea-time'
import { medicineReminders as words } from '@/shared/messages/medicine-reminders'
import type { DailyAlarm } from '@/shared/native'
import { ISO_DATE } from '@/shared/lib/korea-time'

/**
 * A medicine reminder (복약 알림) the patient turned on for one medicine of a prescription: the
 * times of day, from the prescription day until the supply runs out. Kept on the phone per
 * user, scheduled with the shell's daily alarm under `alarmId`.
 */
export interface MedicineReminder {
  /** The shell's alarm id (also the reminder's key). */
  alarmId: string
  kind: 'OUTPATIENT' | 'INPATIENT'
  receptionId: string
  orderDate: string
  drugCode: string
  drugName: string
  /** `HH:mm`, Korea time, earliest first. */
  times: string[]
  /** The last day of the supply (inclusive): the prescription day plus its days, less one. */
  endDate: string
  /** The dose and how to take it, for the reminder's text when the patient shows names. */
  dose?: string
  usage?: string
}

export interface MedicineReminders {
  version: 1
  reminders: MedicineReminder[]
}

export const EMPTY_REMINDERS: MedicineReminders = { version: 1, reminders: [] }

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const DAY_MS = 24 * 60 * 60_000

/** The day `days` after `date` (YYYY-MM-DD, calendar days). */
const addDays = (date: string, days: number) => isoDate(Date.parse(`${date}T12:00:00+09:00`) + days * DAY_MS)

/** The last day of a supply of `days` days started on `orderDate` (end = start + days, exclusive). */
export const supplyLastDay = (orderDate: string, days: number): string => addDays(orderDate, Math.max(1, days) - 1)

/** Ended once the last day is over. */
export const reminderEnded = (reminder: Pick<MedicineReminder, 'endDate'>, today: string): boolean =>
  reminder.endDate < today

/** One alarm per medicine of a prescription and person: setting it again replaces it. */
export const reminderAlarmId = (userId: string, receptionId: string, orderDate: string, drugCode: string): string =>
  `med-${userId}-${receptionId}-${orderDate}-${drugCode}`

/**
 * The shell's daily alarm for a reminder. Its text shows on the lock screen: the medicine's name
 * only when the patient chose it (`showName`), otherwise just that it is time.
 */
export const reminderAlarm = (reminder: MedicineReminder, today: string, showName: boolean): DailyAlarm => ({
  id: reminder.alarmId,
  times: reminder.times,
  startDate: reminder.orderDate > today ? reminder.orderDate : today,
  endDate: reminder.endDate,
  title: words.notificationTitle,
  body: showName
    ? words.notificationBody(reminder.drugName, reminder.dose, reminder.usage)
    : words.notificationBodyPrivate,
})

/** Times the patient typed: each a real time of day, none twice. */
export const validTimes = (times: readonly string[]): boolean =>
  times.length > 0 && times.every((time) => TIME.test(time)) && new Set(times).size === times.length

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0

function isReminder(value: unknown): value is MedicineReminder {
  return (
    isObject(value) &&
    isText(value.alarmId) &&
    (value.kind === 'OUTPATIENT' || value.kind === 'INPATIENT') &&
    isText(value.receptionId) &&
    isText(value.drugCode) &&
    isText(value.drugName) &&
    typeof value.orderDate === 'string' &&
    ISO_DATE.test(value.orderDate) &&
    typeof value.endDate === 'string' &&
    ISO_DATE.test(value.endDate) &&
    Array.isArray(value.times) &&
    validTimes(value.times as unknown[] as string[]) &&
    (value.dose === undefined || typeof value.dose === 'string') &&
    (value.usage === undefined || typeof value.usage === 'string')
  )
}

/** Reads stored reminders back; anything unrecognised is dropped. */
export function parseReminders(raw: unknown): MedicineReminders {
  if (!isObject(raw) || raw.version !== 1 || !Array.isArray(raw.reminders)) return EMPTY_REMINDERS
  return { version: 1, reminders: raw.reminders.filter(isReminder) }
}

/** Adds or replaces a reminder (same alarm id). */
export const withReminder = (all: MedicineReminders, reminder: MedicineReminder): MedicineReminders => ({
  version: 1,
  reminders: [...all.reminders.filter((r) => r.alarmId !== reminder.alarmId), reminder],
})

export const withoutReminder = (all: MedicineReminders, alarmId: string): MedicineReminders => ({
  version: 1,
  reminders: all.reminders.filter((r) => r.alarmId !== alarmId),
})

/** The list: those still ringing first (ending soonest first), then the ended (latest first). */
export function sortedReminders(reminders: readonly MedicineReminder[], today: string) {
  const active = reminders.filter((r) => !reminderEnded(r, today)).sort((a, b) => a.endDate.localeCompare(b.endDate))
  const ended = reminders.filter((r) => reminderEnded(r, today)).sort((a, b) => b.endDate.localeCompare(a.endDate))
  return { active, ended }
}
