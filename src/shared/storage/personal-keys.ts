/**
 * The storage keys of what a patient keeps only on this phone (personal-store.ts), and the
 * forgetting of all of them at sign-out. Kept apart and tiny: the session store (first load)
 * needs only this, not the store itself, which loads with the screens that use it.
 */
export const PERSONAL_PREFIX = 'personal:'

/**
 * The kept copy of the acting account's answers for reading offline (shared/offline). Under the
 * personal prefix, so sign-out forgets it with the rest; an account switch forgets it alone.
 */
export const OFFLINE_COPY_KEY = `${PERSONAL_PREFIX}offline-copy`

/**
 * Whether the session's account had a patient number when its user info last answered (the
 * session's patient-number hint, shared/session/patient-no-hint.ts). Personal: sign-out forgets it.
 */
export const PATIENT_NO_HINT_KEY = `${PERSONAL_PREFIX}patient-no-hint`

/** Forgets the acting account's kept answers (an account switch: another person acts now). */
export function forgetOfflineCopy(): void {
  try {
    globalThis.localStorage.removeItem(OFFLINE_COPY_KEY)
  } catch {
    // No storage: nothing was kept.
  }
}

/** Removes every user's device-only records (sign-out). */
export function forgetPersonalData(): void {
  try {
    const local = globalThis.localStorage
    const keys = Array.from({ length: local.length }, (_, i) => local.key(i)).filter(
      (key): key is string => key?.startsWith(PERSONAL_PREFIX) ?? false,
    )
    keys.forEach((key) => local.removeItem(key))
  } catch {
    // No storage (a private window): nothing was kept.
  }
}
