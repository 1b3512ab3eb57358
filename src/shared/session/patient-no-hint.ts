/**
 * What this phone last learned of the session's account from its user info: whether it has a
 * patient number. A start reads it before the user info answers, to ask at once for what only a
 * patient number may ask (home: today's schedule and the stay), and never for an account without
 * one, which the server would only refuse (400 PATIENT_NO_REQUIRED).
 *
 * Tied to the session's token, as the offline copy is: another sign-in or an account switch
 * knows nothing until its own user info answers. Personal: sign-out forgets it with the rest.
 */
import { PATIENT_NO_HINT_KEY } from '../storage/personal-keys'
import { tokenTag } from '../storage/token-tag'

/** Kept when the user info answers (for the session of `token`). */
export function rememberPatientNo(token: string, hasPatientNo: boolean): void {
  try {
    localStorage.setItem(PATIENT_NO_HINT_KEY, `${tokenTag(token)} ${hasPatientNo ? 'Y' : 'N'}`)
  } catch {
    // No storage, or full: the next start waits for the user info, as a first one does.
  }
}

/** What the session of `token` last learned; undefined when nothing (another session, none kept). */
export function lastKnownPatientNo(token: string | null): boolean | undefined {
  let kept: string | null = null
  try {
    kept = localStorage.getItem(PATIENT_NO_HINT_KEY)
  } catch {
    // No storage: nothing was kept.
  }
  const [session, has] = kept?.split(' ') ?? []
  return token && session === tokenTag(token) && (has === 'Y' || has === 'N') ? has === 'Y' : undefined
}
