/**
 * Whose data a request may touch, decided before any handler runs: the operation's `x-access`
 * rule from the contract (src/api/generated/access-rules.ts, the words in contracts/access.ts).
 * The caller's kind first (the main account's own token, a registered patient number), then
 * the limits, then every id the request names against the caller, answered with the rule's one
 * refusal whether the object is missing or someone else's. Handlers keep their own scoped
 * look-ups as a second wall, but never decide who may see what.
 */
import { ageFromBirthDate8, CHILD_AGE_LIMIT, hasPatientNo } from '@/shared/lib/person'
import { ACCESS_RULES } from '@/api/generated/access-rules'
import type { AccessLimit, AccessRelation, AccessRule, ObjectIdField } from '../../../contracts/access'
import { accessHoles } from '../../runtime/access-holes'
import { sandbox } from '../../runtime/sandbox'
import { Refusal } from './refusal'
import {
  callerPatient,
  deviceOf,
  familyOf,
  findPatient,
  findUser,
  signInOf,
  type Caller,
  type RxCaller,
} from './session'
import { objectOwners, type Owner } from './object-owners'
import { countAttempt, limitReached } from './limits'
import { proxyGrant, PROXY_BIRTH_DATE_HEADER } from './proxy-grants'

export interface AccessRequest {
  operationId: string
  caller: Caller | RxCaller | { kiosk: true } | undefined
  params: Record<string, unknown>
  query: Record<string, unknown>
  body: unknown
  request: Request
}

export function accessRuleOf(operationId: string): AccessRule {
  const rule = ACCESS_RULES[operationId]
  if (!rule) throw new Error(`sandbox: ${operationId} has no access rule in the contracts`)
  return rule
}

const isBearerCaller = (caller: AccessRequest['caller']): caller is Caller => !!caller && 'mainUser' in caller
const isRxCaller = (caller: AccessRequest['caller']): caller is RxCaller => !!caller && 'patientNo' in caller

/** The value a request gives for a field, where the rule says it is. */
function valueOf(request: AccessRequest, field: string, place: string | undefined): unknown {
  if (place === 'path') return request.params[field]
  if (place === 'query') return request.query[field]
  if (place === 'header') return request.request.headers.get(field)
  return request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>)[field] : undefined
}

/** Who a limit counts by (see contracts/access.ts LIMIT_KEYS). */
function limitKey(limit: AccessLimit, request: AccessRequest): string {
  const { caller } = request
  const body = (request.body ?? {}) as { deviceId?: string; userId?: string }
  switch (limit.per) {
    case 'account':
      return isBearerCaller(caller) ? caller.mainUser.userId : 'anonymous'
    case 'device':
      if (isBearerCaller(caller)) return deviceOf(caller) ?? `sign-in:${signInOf(caller) ?? caller.token}`
      if (caller && 'kiosk' in caller) return `kiosk:${request.request.headers.get('X-Kiosk-Key') ?? ''}`
      return body.deviceId ?? 'unknown'
    case 'address':
      return clientAddress(request.request)
    case 'target':
      return body.userId ?? (typeof request.params.userId === 'string' ? request.params.userId : '')
  }
}

/**
 * The client's network address, as the server's socket (or its proxy) saw it. The standalone
 * mock server writes it (mocks/http-server.ts) over anything the client sent; in one process
 * (the demo's worker, the tests) every call comes from the same place.
 */
export function clientAddress(request: Request): string {
  return request.headers.get('X-Forwarded-For')?.split(',')[0]?.trim() || 'local'
}

const bucketOf = (limit: AccessLimit, operationId: string) => `${limit.bucket ?? operationId}:${limit.per}`

/** The caller's kind, then the limits, then the objects; throws the answer when refused. */
export function enforceAccess(request: AccessRequest): void {
  const rule = accessRuleOf(request.operationId)
  const { caller } = request
  if (rule.caller === 'main' && isBearerCaller(caller) && caller.user.userId !== caller.mainUser.userId) {
    throw new Refusal(403, 'MAIN_TOKEN_REQUIRED')
  }
  if (rule.caller === 'patient' && isBearerCaller(caller)) callerPatient(caller)
  for (const limit of rule.limits) {
    const key = limitKey(limit, request)
    if (limit.failuresOnly) limitReached(bucketOf(limit, request.operationId), key, limit)
    else countAttempt(bucketOf(limit, request.operationId), key, limit)
  }
  if (accessHoles.has(request.operationId)) return
  for (const [field, object] of Object.entries(rule.objects)) {
    const value = valueOf(request, field, object.in)
    if (value === undefined || value === null || value === '') continue
    if (!allowed(object.relation, field as ObjectIdField, value, request)) {
      throw new Refusal(rule.refusal.status, rule.refusal.code as never)
    }
  }
}

/** After a refusal: the limits that count only refused attempts (guesses at one account). */
export function countRefusal(request: AccessRequest): void {
  const rule = ACCESS_RULES[request.operationId]
  for (const limit of rule?.limits ?? []) {
    if (limit.failuresOnly) countAttempt(bucketOf(limit, request.operationId), limitKey(limit, request), limit, false)
  }
}

// ---- relations ---------------------------------------------------------------------------

function actingPatientNo(caller: AccessRequest['caller']): string | undefined {
  if (isRxCaller(caller)) return caller.patientNo
  if (isBearerCaller(caller) && hasPatientNo(caller.user.patientNo)) return caller.user.patientNo
  return undefined
}

const inFamily = (caller: Caller, patientNo: string) =>
  familyOf(caller.mainUser.userId).some((u) => hasPatientNo(u.patientNo) && u.patientNo === patientNo)

const ids = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [String(value)])

/** Every object the value names exists and each owner passes `test`. */
function everyOwner(field: ObjectIdField, value: unknown, test: (owner: Owner) => boolean): boolean {
  return ids(value).every((id) => {
    const owners = objectOwners(field, id)
    return owners.length > 0 && owners.every(test)
  })
}

const birth8 = (isoDate: string) => isoDate.replaceAll('-', '')

/** The person a hospital record is, against the person an account's identity verification named. */
const samePerson = (
  patient: { name: string; birthDate: string; gender: string },
  user: { userName: string; birthDate: string; gender?: string },
) =>
  patient.name === user.userName &&
  patient.birthDate === user.birthDate &&
  (user.gender === undefined || patient.gender === user.gender)

/** No account other than `userId` holds this patient number. */
const heldByNoOther = (patientNo: string, userId: string) =>
  !sandbox.db.users.findMany((q) => q.where({ patientNo })).some((u) => u.userId !== userId)

const patientByResidentNumber = (residentNumber: unknown) =>
  sandbox.db.patients.findFirst((q) => q.where({ residentNumber: String(residentNumber) }))

type Check = (field: ObjectIdField, value: unknown, request: AccessRequest) => boolean

const RELATION_CHECKS: Record<AccessRelation, Check> = {
  public: () => true,
  self(field, value, { caller }) {
    if (!isBearerCaller(caller)) return false
    return field === 'userId' ? value === caller.user.userId : value === actingPatientNo(caller)
  },
  session: (_field, value, { caller }) =>
    isBearerCaller(caller) && (value === caller.user.userId || value === caller.mainUser.userId),
  family(field, value, { caller }) {
    if (!isBearerCaller(caller)) return false
    if (field === 'userId') return findUser(String(value))?.mainUserId === caller.mainUser.userId
    return inFamily(caller, String(value))
  },
  'family-member'(_field, value, { caller }) {
    const member = findUser(String(value))
    return isBearerCaller(caller) && member?.mainUserId === caller.mainUser.userId && member.isMain === 'N'
  },
  own(field, value, { caller }) {
    const patientNo = actingPatientNo(caller)
    return everyOwner(field, value, (owner) => {
      if (owner.patientNo !== undefined) return owner.patientNo === patientNo
      if (!isBearerCaller(caller)) return false
      if (owner.mainUserId !== undefined) return owner.mainUserId === caller.mainUser.userId
      return owner.userId === caller.user.userId
    })
  },
  'own-or-paid'(field, value, { caller }) {
    const patientNo = actingPatientNo(caller)
    const main = isBearerCaller(caller) ? caller.mainUser.userId : undefined
    return everyOwner(field, value, (o) => o.patientNo === patientNo || (!!main && o.payerUserId === main))
  },
  payer: (field, value, { caller }) =>
    isBearerCaller(caller) && everyOwner(field, value, (o) => o.payerUserId === caller.mainUser.userId),
  device(_field, _value, { caller, body }) {
    const deviceId = (body as { deviceId?: string } | undefined)?.deviceId
    return isBearerCaller(caller) && deviceId !== undefined && deviceOf(caller) === deviceId
  },
  payable(_field, value, { caller }) {
    if (!isBearerCaller(caller)) return false
    const patientNo = String(value)
    if (patientNo === actingPatientNo(caller) || inFamily(caller, patientNo)) return !!findPatient(patientNo)
    return proxyGrant.holds(caller, patientNo)
  },
  'proxy-confirmed'(_field, value, { caller, request }) {
    const patient = findPatient(String(value))
    const given = request.headers.get(PROXY_BIRTH_DATE_HEADER)
    if (!isBearerCaller(caller) || !patient || !given || birth8(patient.birthDate) !== given) return false
    proxyGrant.give(caller, patient.patientNo)
    return true
  },
  'of-patient'(field, value, request) {
    const body = (request.body ?? {}) as { patientNo?: string }
    const named = body.patientNo ?? (request.query.patientNo as string | undefined) ?? actingPatientNo(request.caller)
    return named !== undefined && everyOwner(field, value, (o) => o.patientNo === named)
  },
  new(field, value, { caller }) {
    if (!isBearerCaller(caller)) return false
    const owners = objectOwners(field, String(value))
    return owners.length === 0 || owners.every((o) => o.payerUserId === caller.mainUser.userId)
  },
  'verified-person'(_field, value, { caller }) {
    const patient = patientByResidentNumber(value)
    return (
      isBearerCaller(caller) &&
      !!patient &&
      samePerson(patient, caller.user) &&
      heldByNoOther(patient.patientNo, caller.user.userId)
    )
  },
  'guarded-person'(_field, value, { caller, body }) {
    const patient = patientByResidentNumber(value)
    const member = findUser(String((body as { userId?: string } | undefined)?.userId ?? ''))
    if (!isBearerCaller(caller) || !patient || !member || member.mainUserId !== caller.mainUser.userId) return false
    if (!heldByNoOther(patient.patientNo, member.userId)) return false
    const child = ageFromBirthDate8(birth8(patient.birthDate), sandbox.clock.today()) < CHILD_AGE_LIMIT
    // A child's record names its guardian (the desk records the guardian's CI); an older
    // member's record is the person their own identity verification named.
    return child
      ? patient.guardianCi === caller.mainUser.ci && samePerson(patient, member)
      : samePerson(patient, member)
  },
  'credential-holder'(_field, value, { body }) {
    const refreshToken = (body as { refreshToken?: string } | undefined)?.refreshToken
    const record = refreshToken ? sandbox.db.refreshTokens.findFirst((q) => q.where({ refreshToken })) : undefined
    return !!record && record.userId === value
  },
  'kiosk-identified'(_field, value, { body }) {
    const { userName, birthDate } = (body ?? {}) as { userName?: string; birthDate?: string }
    const user = sandbox.db.users.findFirst((q) => q.where({ patientNo: String(value), isMain: 'Y' }))
    return !!user && user.userName === userName && birth8(user.birthDate) === birthDate
  },
}

function allowed(relation: AccessRelation, field: ObjectIdField, value: unknown, request: AccessRequest): boolean {
  return RELATION_CHECKS[relation](field, value, request)
}
