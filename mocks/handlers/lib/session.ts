/**
 * Bearer tokens as the server sees them: a token names a session; a session acts as one account
 * (a family member after a switch) on behalf of the account that signed in.
 */
import type { z } from 'zod'
import { hasPatientNo } from '@/shared/lib/person'
import type { PatientRecord, UserRecord } from '../../db/schemas'
import { sandbox } from '../../runtime/sandbox'
import { accessTokenExpiry, isExpired, randomToken, SANDBOX_KIOSK_KEY } from './credentials'
import { Refusal } from './refusal'

export type User = z.output<typeof UserRecord>
export type Patient = z.output<typeof PatientRecord>

export interface Caller {
  token: string
  /** The account the token acts as. */
  user: User
  /** The account that signed in (the main account). */
  mainUser: User
}

export function authenticate(request: Request): Caller {
  const token = bearerOf(request)
  if (!token) throw new Refusal(401, 'UNAUTHORIZED')
  const session = sandbox.db.sessions.findFirst((q) => q.where({ token }))
  if (!session || session.revoked || isExpired(session.expiresAt)) throw new Refusal(403, 'INVALID_TOKEN')
  const user = findUser(session.userId)
  const mainUser = findUser(session.mainUserId)
  if (!user || !mainUser) throw new Refusal(403, 'INVALID_TOKEN')
  return { token, user, mainUser }
}

/** The e-prescription service's caller: the patient its token names (never the request's word). */
export interface RxCaller {
  patientNo: string
}

export function authenticateRx(request: Request): RxCaller {
  const token = bearerOf(request)
  if (!token) throw new Refusal(401, 'UNAUTHORIZED')
  const record = sandbox.db.rxTokens.findFirst((q) => q.where({ rxToken: token }))
  if (!record || isExpired(record.expiresAt)) throw new Refusal(403, 'INVALID_TOKEN')
  return { patientNo: record.patientNo }
}

/** A hospital kiosk: its key, or nothing (the app has none). */
export interface KioskCaller {
  kiosk: true
}

export function authenticateKiosk(request: Request): KioskCaller {
  const key = request.headers.get('X-Kiosk-Key')
  if (!key) throw new Refusal(401, 'UNAUTHORIZED')
  if (key !== SANDBOX_KIOSK_KEY) throw new Refusal(403, 'KIOSK_ONLY')
  return { kiosk: true }
}

const bearerOf = (request: Request) => /^Bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1]?.trim()

export const findUser = (userId: string): User | undefined => sandbox.db.users.findFirst((q) => q.where({ userId }))

export const findPatient = (patientNo: string): Patient | undefined =>
  sandbox.db.patients.findFirst((q) => q.where({ patientNo }))

/**
 * The caller's own patient record. Without a registered patient number the server answers 400
 * (documented for every call); the app's guard never lets such a call happen.
 */
export function callerPatient(caller: Caller): Patient {
  const patient = hasPatientNo(caller.user.patientNo) ? findPatient(caller.user.patientNo) : undefined
  if (!patient) throw new Refusal(400, 'PATIENT_NO_REQUIRED')
  return patient
}

/**
 * Issues a new access token acting as `userId` for `mainUserId`, for an hour, in the sign-in
 * `signInId` (revoked with it: sign-out, a refresh credential used twice), never past the end of
 * a sign-in that has one (`signInEndsAt`, a kiosk's).
 */
export async function issueToken(
  userId: string,
  mainUserId: string,
  signInId: string,
  signInEndsAt?: string,
): Promise<string> {
  const token = randomToken('sbx.', 24)
  const hour = accessTokenExpiry()
  const expiresAt = signInEndsAt && signInEndsAt < hour ? signInEndsAt : hour
  await sandbox.db.sessions.create({
    token,
    userId,
    mainUserId,
    issuedAt: sandbox.clock.nowIso(),
    expiresAt,
    signInId,
    ...(signInEndsAt ? { signInEndsAt } : {}),
    revoked: false,
  })
  return token
}

/**
 * The sign-in a token belongs to, while it lasts: its refresh credential chain still has a live
 * credential (not revoked, used up or past its 30 days), or its own end has not come (a kiosk's).
 */
export function liveSignIn(caller: Caller): { signInId: string; endsAt?: string } | undefined {
  const session = sandbox.db.sessions.findFirst((q) => q.where({ token: caller.token }))
  if (!session?.signInId) return undefined
  const { signInId, signInEndsAt } = session
  if (signInEndsAt) return isExpired(signInEndsAt) ? undefined : { signInId, endsAt: signInEndsAt }
  const live = sandbox.db.refreshTokens
    .findMany((q) => q.where({ signInId, status: 'ACTIVE' }))
    .some((credential) => !isExpired(credential.expiresAt))
  return live ? { signInId } : undefined
}

/**
 * A new token in the caller's sign-in (a switch, the main account's token again): never for a
 * sign-in that has ended, never outliving it.
 */
export async function issueTokenInSignIn(caller: Caller, userId: string): Promise<string> {
  const live = liveSignIn(caller) ?? refuseInvalidToken()
  return issueToken(userId, caller.mainUser.userId, live.signInId, live.endsAt)
}

const refuseInvalidToken = (): never => {
  throw new Refusal(403, 'INVALID_TOKEN')
}

/** The sign-in a request's access token belongs to (to issue a family member's token in it). */
export const signInOf = (caller: Caller): string | undefined =>
  sandbox.db.sessions.findFirst((q) => q.where({ token: caller.token }))?.signInId

/** The device the caller signed in on (its refresh credential's), if it signed in on one. */
export function deviceOf(caller: Caller): string | undefined {
  const signInId = signInOf(caller)
  return signInId ? sandbox.db.refreshTokens.findFirst((q) => q.where({ signInId }))?.deviceId : undefined
}

/** The family accounts of a main account (main first). */
export function familyOf(mainUserId: string): User[] {
  const accounts = sandbox.db.users.findMany((q) => q.where({ mainUserId }))
  return accounts.sort((a, b) => (a.isMain === 'Y' ? -1 : b.isMain === 'Y' ? 1 : a.userId.localeCompare(b.userId)))
}
