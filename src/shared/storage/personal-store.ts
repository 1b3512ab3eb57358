/**
 * What a patient keeps only on this phone: records the hospital never receives (health note
 * entries, today's questionnaire). Each user id has its own key, so family members who share a
 * phone, or switch accounts on it, never see each other's; sign-out forgets all of it with the
 * rest of the signed-in state (session-store.ts).
 *
 * Values are JSON in localStorage (the WebView keeps it across app restarts), read back through
 * the caller's `parse`, which turns anything it does not recognise (an older format, a damaged
 * value) into a safe empty value instead of breaking the screen.
 */
import { sessionStore } from '../session/session-store'
import { PERSONAL_PREFIX as PREFIX } from './personal-keys'

/** The key when no one is signed in (the questionnaire is open to visitors). */
export const GUEST = 'guest'

export interface PersonalStore<T> {
  /** The value of a user (the same object until it changes, as useSyncExternalStore needs). */
  read: (userId: string) => T
  write: (userId: string, value: T) => void
  remove: (userId: string) => void
  subscribe: (listener: () => void) => () => void
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

export function personalStore<T>(name: string, parse: (raw: unknown) => T): PersonalStore<T> {
  const listeners = new Set<() => void>()
  const cache = new Map<string, { raw: string | null; value: T }>()
  const keyOf = (userId: string) => `${PREFIX}${name}:${userId || GUEST}`
  const changed = () => listeners.forEach((listener) => listener())

  const store: PersonalStore<T> = {
    read(userId) {
      const key = keyOf(userId)
      const raw = storage()?.getItem(key) ?? null
      const cached = cache.get(key)
      if (cached && cached.raw === raw) return cached.value
      let value: T
      try {
        value = parse(raw === null ? undefined : JSON.parse(raw))
      } catch {
        value = parse(undefined)
      }
      cache.set(key, { raw, value })
      return value
    },
    write(userId, value) {
      const raw = JSON.stringify(value)
      storage()?.setItem(keyOf(userId), raw)
      cache.set(keyOf(userId), { raw, value })
      changed()
    },
    remove(userId) {
      storage()?.removeItem(keyOf(userId))
      changed()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  // Sign-out (or an account switch) removes the values underneath: tell the screens that read them.
  sessionStore.subscribe(changed)
  return store
}
