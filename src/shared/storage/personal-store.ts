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
const PREFIX = 'personal:'

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

const stores = new Set<{ forget(): void }>()

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
  stores.add({
    forget: () => {
      cache.clear()
      changed()
    },
  })
  return store
}

/** Forgets every user's device-only records (sign-out). */
export function clearPersonalData(): void {
  const local = storage()
  if (local) {
    const keys = Array.from({ length: local.length }, (_, i) => local.key(i)).filter(
      (key): key is string => key?.startsWith(PREFIX) ?? false,
    )
    keys.forEach((key) => local.removeItem(key))
  }
  stores.forEach((store) => store.forget())
}
