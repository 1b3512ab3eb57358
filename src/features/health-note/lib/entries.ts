/**
 * The health note's records: blood pressure (mmHg, pulse optional) and blood sugar (mg/dL,
 * fasting or two hours after a meal), each with its moment in Korea time. They live only on
 * the patient's phone (no call exists for them), so this module also reads them back safely.
 */
import { ISO_DATE_TIME_KST } from '@/shared/lib/korea-time'

export type SugarTiming = 'FASTING' | 'AFTER_MEAL'

interface EntryBase {
  id: string
  /** RFC 3339 with +09:00, as the contracts write moments (sorts as text). */
  measuredAt: string
}

export interface BloodPressureEntry extends EntryBase {
  kind: 'bp'
  systolic: number
  diastolic: number
  pulse?: number
}

export interface BloodSugarEntry extends EntryBase {
  kind: 'sugar'
  value: number
  timing: SugarTiming
}

export type HealthEntry = BloodPressureEntry | BloodSugarEntry
export type EntryKind = HealthEntry['kind']

export interface HealthNote {
  version: 1
  entries: HealthEntry[]
}

export const EMPTY_NOTE: HealthNote = { version: 1, entries: [] }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const isWhole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value)

function isEntry(value: unknown): value is HealthEntry {
  if (!isObject(value) || typeof value.id !== 'string' || typeof value.measuredAt !== 'string') return false
  if (!ISO_DATE_TIME_KST.test(value.measuredAt)) return false
  if (value.kind === 'bp') {
    return isWhole(value.systolic) && isWhole(value.diastolic) && (value.pulse === undefined || isWhole(value.pulse))
  }
  if (value.kind === 'sugar') {
    return isWhole(value.value) && (value.timing === 'FASTING' || value.timing === 'AFTER_MEAL')
  }
  return false
}

/** What the phone holds, or an empty note; an entry that is not one is left out. */
export function parseHealthNote(raw: unknown): HealthNote {
  if (!isObject(raw) || raw.version !== 1 || !Array.isArray(raw.entries)) return EMPTY_NOTE
  return { version: 1, entries: raw.entries.filter(isEntry) }
}

/** Entries of a kind, newest first. */
export function entriesOf<K extends EntryKind>(note: HealthNote, kind: K): Array<Extract<HealthEntry, { kind: K }>> {
  return note.entries
    .filter((entry): entry is Extract<HealthEntry, { kind: K }> => entry.kind === kind)
    .sort((a, b) => b.measuredAt.localeCompare(a.measuredAt))
}

/** The note with an entry added, or replaced when one with its id is there. */
export function upsertEntry(note: HealthNote, entry: HealthEntry): HealthNote {
  const others = note.entries.filter((e) => e.id !== entry.id)
  return { version: 1, entries: [...others, entry] }
}

export function removeEntry(note: HealthNote, id: string): HealthNote {
  return { version: 1, entries: note.entries.filter((e) => e.id !== id) }
}
