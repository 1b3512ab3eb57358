/**
 * The e-prescription service's own token (rx.yaml's rxBearerAuth): issued by the hospital API to
 * the acting patient for 10 minutes and sent to that service instead of the hospital's token.
 * Kept in memory only; asked for again a minute before it ends, after the service refused it,
 * and for another account (a switch, a new sign-in).
 */
import { issueRxToken } from '@/api/generated/prescription'
import { appClock } from '../lib/clock'
import { tokenStore } from '../storage/token-store'

/** Ask again this long before the token ends, so a call never leaves with one about to expire. */
const RENEW_BEFORE_MS = 60_000

interface Held {
  rxToken: string
  expiresAt: number
  /** The hospital token it was issued for: another account's token means another patient. */
  issuedFor: string
}

let held: Held | undefined
let asking: Promise<string | null> | undefined

export const rxTokenSource = {
  /** A token for the acting patient, or null when nobody is signed in. */
  get(): Promise<string | null> {
    const access = tokenStore.getAccessToken()
    if (!access) return Promise.resolve(null)
    if (held && held.issuedFor === access && held.expiresAt - appClock.now().getTime() > RENEW_BEFORE_MS) {
      return Promise.resolve(held.rxToken)
    }
    asking ??= issueRxToken()
      .then(({ rxToken, expiresAt }) => {
        held = { rxToken, expiresAt: new Date(expiresAt).getTime(), issuedFor: access }
        return rxToken
      })
      .finally(() => {
        asking = undefined
      })
    return asking
  },
  /** The service refused this token: the next call asks for a new one. */
  drop(token: string): void {
    if (held?.rxToken === token) held = undefined
  },
  forget(): void {
    held = undefined
  },
}
