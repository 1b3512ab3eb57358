/**
 * The server's credentials besides the access token: refresh credentials (renewing a session
 * needs one, rotated on every use and bound to a device), phone identity verifications held under
 * an opaque handle, the e-prescription service's short-lived tokens and the kiosks' key. What the
 * contracts say about each (account.yaml's description, rx.yaml's, docs/security.md) is done here.
 */
import { z } from 'zod'
import { kst } from '@/shared/lib/dates'
import { nextId, sandbox } from '../../runtime/sandbox'
import { refuse } from './refusal'

/** How long each credential lives (the contracts say the same). */
export const LIFETIMES = {
  accessMinutes: 60,
  refreshDays: 30,
  verificationMinutes: 10,
  rxTokenMinutes: 10,
} as const

/** The key a hospital kiosk sends (`X-Kiosk-Key`, kioskAuth). The app never has it. */
export const SANDBOX_KIOSK_KEY = 'sandbox-kiosk-key'

/** An unguessable value: a secret must not be a counter, even in the sandbox. */
export function randomToken(prefix: string, bytes = 24): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes))
  const text = btoa(String.fromCharCode(...raw))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
  return `${prefix}${text}`
}

const later = (minutes: number) => kst(sandbox.clock.now()).add(minutes, 'minute').format('YYYY-MM-DDTHH:mm:ssZ')
const isPast = (time: string) => new Date(time).getTime() <= sandbox.clock.now().getTime()

export const accessTokenExpiry = () => later(LIFETIMES.accessMinutes)
export const isExpired = (time: string | undefined) => time !== undefined && isPast(time)

// ---- refresh credentials -------------------------------------------------------------------

export interface RefreshGrant {
  refreshToken: string
  refreshExpiresAt: string
}

/** A new refresh credential in a sign-in's chain (a new chain when `signInId` is not given). */
export async function issueRefresh(userId: string, deviceId: string, signInId: string): Promise<RefreshGrant> {
  const refreshToken = randomToken('rt_', 32)
  const refreshExpiresAt = later(LIFETIMES.refreshDays * 24 * 60)
  await sandbox.db.refreshTokens.create({
    refreshToken,
    signInId,
    userId,
    deviceId,
    issuedAt: sandbox.clock.nowIso(),
    expiresAt: refreshExpiresAt,
    status: 'ACTIVE',
  })
  return { refreshToken, refreshExpiresAt }
}

export const newSignInId = () => nextId('SI')

/** Ends a sign-in: its refresh credentials and every access token issued from it. */
export async function revokeSignIn(signInId: string): Promise<void> {
  await sandbox.db.refreshTokens.updateMany((q) => q.where({ signInId }), {
    data(r) {
      r.status = 'REVOKED'
    },
  })
  await sandbox.db.sessions.updateMany((q) => q.where({ signInId }), {
    data(s) {
      s.revoked = true
    },
  })
}

/**
 * Takes a refresh credential for a renewal: it must be the user's, from the device it was
 * issued to, active and not expired. It is retired on the spot; one used again revokes its chain.
 */
export async function spendRefresh(userId: string, refreshToken: string, deviceId: string) {
  const record = sandbox.db.refreshTokens.findFirst((q) => q.where({ refreshToken }))
  if (!record || record.userId !== userId) return refuse(401, 'REFRESH_REVOKED')
  if (record.status === 'USED') {
    await revokeSignIn(record.signInId)
    return refuse(401, 'REFRESH_REUSED')
  }
  if (record.status === 'REVOKED') return refuse(401, 'REFRESH_REVOKED')
  if (record.deviceId !== deviceId) return refuse(401, 'DEVICE_MISMATCH')
  if (isPast(record.expiresAt)) return refuse(401, 'REFRESH_EXPIRED')
  await sandbox.db.refreshTokens.update((q) => q.where({ refreshToken }), {
    data(r) {
      r.status = 'USED'
    },
  })
  return record
}

// ---- identity verifications ----------------------------------------------------------------

export async function startVerification(deviceId: string) {
  const verificationId = randomToken('iv_', 24)
  const expiresAt = later(LIFETIMES.verificationMinutes)
  await sandbox.db.verifications.create({
    verificationId,
    deviceId,
    createdAt: sandbox.clock.nowIso(),
    expiresAt,
    status: 'STARTED',
  })
  return { verificationId, expiresAt }
}

/** The person an identity provider verifies (what the hospital's server decrypts). */
export const PersonSchema = z.object({
  ci: z.string().min(1).max(128),
  userName: z.string().min(1).max(50),
  birthDate: z.string().regex(/^(19|20)[0-9]{6}$/),
  cellphoneNumber: z.string().regex(/^01[0-9]{9,10}$/),
  gender: z.enum(['M', 'F']),
})

/** The provider's result arrives for a started verification (the simulated provider's side). */
export async function completeVerification(verificationId: string, person: z.infer<typeof PersonSchema>) {
  const record = sandbox.db.verifications.findFirst((q) => q.where({ verificationId, status: 'STARTED' }))
  if (!record || isPast(record.expiresAt)) return undefined
  await sandbox.db.verifications.update((q) => q.where({ verificationId }), {
    data(v) {
      v.status = 'VERIFIED'
      v.person = person
    },
  })
  return { verificationId, expiresAt: record.expiresAt }
}

/**
 * The verified person behind a handle, for this device: unknown, another device's or not yet
 * verified is VERIFICATION_INVALID; used VERIFICATION_USED; past its 10 minutes VERIFICATION_EXPIRED.
 */
export function verifiedPerson(verificationId: string, deviceId: string) {
  const record = sandbox.db.verifications.findFirst((q) => q.where({ verificationId }))
  if (!record || record.deviceId !== deviceId || !record.person) return refuse(409, 'VERIFICATION_INVALID')
  if (record.status === 'USED') return refuse(409, 'VERIFICATION_USED')
  if (isPast(record.expiresAt)) return refuse(409, 'VERIFICATION_EXPIRED')
  return { ...record, person: record.person }
}

/** A handle is used once: by the sign-in, sign-up or family addition it let happen. */
export async function spendVerification(verificationId: string): Promise<void> {
  await sandbox.db.verifications.update((q) => q.where({ verificationId }), {
    data(v) {
      v.status = 'USED'
    },
  })
}

// ---- the e-prescription service's tokens ---------------------------------------------------

export async function issueRxToken(patientNo: string) {
  const rxToken = randomToken(`rx.`, 32)
  const expiresAt = later(LIFETIMES.rxTokenMinutes)
  await sandbox.db.rxTokens.create({ rxToken, patientNo, expiresAt })
  return { rxToken, expiresAt, patientNo }
}

// ---- rate limits ---------------------------------------------------------------------------

/**
 * A fixed window per caller: at most `max` requests in `windowMinutes`; beyond, 429 with the
 * seconds until the window ends (Retry-After). Counted on the sandbox clock, kept with the world.
 */
export function rateLimit(bucket: string, key: string, max: number, windowMinutes: number): void {
  const windowMs = windowMinutes * 60_000
  const now = sandbox.clock.now().getTime()
  const window = Math.floor(now / windowMs)
  const counter = `rate:${bucket}:${key}:${window}`
  const count = (sandbox.counters[counter] ?? 0) + 1
  sandbox.counters[counter] = count
  if (count > max) {
    const retryAfter = Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000))
    refuse(429, 'TOO_MANY_ATTEMPTS', undefined, { 'Retry-After': String(retryAfter) })
  }
}
