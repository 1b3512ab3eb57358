import { useCallback, useSyncExternalStore } from 'react'
import { personalStore } from '@/shared/storage/personal-store'
import { parseHealthNote, removeEntry, upsertEntry, type HealthEntry, type HealthNote } from './lib/entries'

/** The health note of each user of this phone (never sent anywhere; forgotten at sign-out). */
const store = personalStore('health-note', parseHealthNote)

export interface HealthNoteActions {
  note: HealthNote
  save: (entry: HealthEntry) => void
  remove: (id: string) => void
}

/** The signed-in user's health note, and the changes a patient makes to it. */
export function useHealthNote(userId: string): HealthNoteActions {
  const note = useSyncExternalStore(store.subscribe, () => store.read(userId))
  const save = useCallback(
    (entry: HealthEntry) => store.write(userId, upsertEntry(store.read(userId), entry)),
    [userId],
  )
  const remove = useCallback((id: string) => store.write(userId, removeEntry(store.read(userId), id)), [userId])
  return { note, save, remove }
}
