/**
 * Bearer tokens as the server sees them: a token names a session; a session acts as one account
 * (a family member after a switch) on behalf of the account that signed in.
 */
import type { z } from 'zod'
import { hasPatientNo } from '@/shared/lib/person'
import type { PatientRecord, UserRecord } from '../../db/schemas'
import { nextId, sandbox } from '../../runtime/sandbox'
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
  const header = request.headers.get('Authorization') ?? ''
  const token = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim()
  if (!token) throw new Refusal(401, 'UNAUTHORIZED')
  const session = sandbox.db.sessions.findFirst((q) => q.where({ token }))
  if (!session || session.revoked) throw new Refusal(403, 'INVALID_TOKEN')
  const user = findUser(session.userId)
  const mainUser = findUser(session.mainUserId)
  if (!user || !mainUser) throw new Refusal(403, 'INVALID_TOKEN')
  return { token, user, mainUser }
}

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

/** Issues a new token acting as `userId` for `mainUserId`. */
export async function issueToken(userId: string, mainUserId: string = userId): Promise<string> {
  const token = `sbx.${userId}.${nextId('T', undefined, 4)}`
  await sandbox.db.sessions.create({ token, userId, mainUserId, issuedAt: sandbox.clock.nowIso(), revoked: false })
  return token
}

/** The family accounts of a main account (main first). */
export function familyOf(mainUserId: string): User[] {
  const accounts = sandbox.db.users.findMany((q) => q.where({ mainUserId }))
  return accounts.sort((a, b) => (a.isMain === 'Y' ? -1 : b.isMain === 'Y' ? 1 : a.userId.localeCompare(b.userId)))
}
