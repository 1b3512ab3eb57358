/**
 * The authorization matrix of one operation, written from its contract alone: its example request
 * sent as its owner, as another patient, as a family member where only the main account may call,
 * signed out, with a kiosk's key and with the other service's token, and what its `x-access` rule
 * says each must be answered. Nothing here is written per operation.
 */
import type { AccessRelation, AccessRule } from '../../../contracts/access'
import { requestWith } from '../../../tests/support/contract-fuzz/example-request'
import {
  credentialsFor,
  NO_CREDENTIALS,
  type OperationSpec,
  type SecuritySchemeSpec,
} from '../../../tests/support/contract-fuzz/operation-spec'
import type { RawRequest } from '../../../tests/support/raw-request'
import { FAMILY_MEMBER, type AuthzRoles, type Identity } from './roles'

export type AuthzExpectation =
  /** Exactly this refusal (the rule's, 401 without a credential, 403 with the wrong one). */
  | { kind: 'refused'; status: number; code?: string }
  /**
   * Let in: not refused for who is calling (no 401 or 403, not the rule's refusal). `strict` also
   * asks a 2xx (the owner in the seeded sandbox). The answer names none of `hidden`.
   */
  | { kind: 'let-in'; strict: boolean; refusal?: { status: number; code: string }; hidden: string[] }

export interface AuthzCase {
  name: string
  role: string | undefined
  request: RawRequest
  expect: AuthzExpectation
}

/** Relations a stranger passes by design (reference data, a new id, another device's token). */
const OPEN_TO_STRANGERS = new Set<AccessRelation>(['public', 'new'])

/** A patient number that is nobody's (the contracts' PatientNo is 8 digits). */
export const NOBODY_PATIENT_NO = '19999999'

const tokenFor = (roles: AuthzRoles, role: string, scheme: SecuritySchemeSpec): string | undefined => {
  const tokens = roles.tokens[role]
  if (scheme.name === 'kioskAuth') return roles.kioskKey
  if (scheme.name === 'rxBearerAuth') return tokens?.rx
  if (scheme.name === 'mainBearerAuth') return tokens?.main ?? tokens?.bearer
  return tokens?.bearer
}

/** The example request carrying a role's credentials (undefined when the role lacks one). */
export function asRole(spec: OperationSpec, roles: AuthzRoles, role: string): OperationSpec | undefined {
  const missing = spec.security.some((scheme) => tokenFor(roles, role, scheme) === undefined)
  if (missing) return undefined
  return { ...spec, credentials: credentialsFor(spec.security, (scheme) => tokenFor(roles, role, scheme)) }
}

/** What an answer to anyone but the owner must never hold: the owner's patient number, user id, name. */
export const secretsOf = (identity: Identity | undefined): string[] =>
  identity ? [identity.patientNo, identity.userId, identity.userName].filter((value) => value.length >= 2) : []

/** Another patient than the owner, outside the owner's family, with a patient number. */
export function strangerOf(roles: AuthzRoles, owner: string): string | undefined {
  const ownerFamily = owner === 'family' || owner === FAMILY_MEMBER
  const candidates = ['outpatient', 'checkup', 'inpatient', 'family', ...Object.keys(roles.tokens)]
  return candidates.find(
    (role) =>
      role !== owner &&
      role !== FAMILY_MEMBER &&
      !(ownerFamily && role === 'family') &&
      !!roles.tokens[role]?.bearer &&
      !!roles.identities[role]?.patientNo,
  )
}

type BodyChange = (body: Record<string, unknown>) => Record<string, unknown>

function withBody(spec: OperationSpec, change: BodyChange): OperationSpec {
  const example = spec.body?.example
  if (!spec.body || !example || typeof example !== 'object') return spec
  return { ...spec, body: { ...spec.body, example: change(example as Record<string, unknown>) } }
}

/** Credential cases: none, a kiosk's key instead of a token, the other service's token. */
function credentialCases(spec: OperationSpec, rule: AccessRule, roles: AuthzRoles, owner: string): AuthzCase[] {
  if (rule.caller === 'public' || rule.caller === 'proof') return []
  const cases: AuthzCase[] = [
    {
      name: 'signed out',
      role: undefined,
      request: requestWith({ ...spec, credentials: NO_CREDENTIALS }, {}),
      expect: { kind: 'refused', status: 401 },
    },
  ]
  if (rule.caller === 'kiosk') {
    const token = roles.tokens[owner]?.bearer
    if (token) {
      const request = requestWith({ ...spec, credentials: NO_CREDENTIALS }, {})
      cases.push({
        name: "a patient's token instead of a kiosk's key",
        role: owner,
        request: { ...request, headers: { ...request.headers, Authorization: `Bearer ${token}` } },
        expect: { kind: 'refused', status: 401 },
      })
    }
    return cases
  }
  if (roles.kioskKey) {
    const request = requestWith({ ...spec, credentials: NO_CREDENTIALS }, {})
    cases.push({
      name: "a kiosk's key instead of a token",
      role: undefined,
      request: { ...request, headers: { ...request.headers, 'X-Kiosk-Key': roles.kioskKey } },
      expect: { kind: 'refused', status: 401 },
    })
  }
  const other = rule.caller === 'rx-patient' ? roles.tokens[owner]?.bearer : roles.tokens[owner]?.rx
  if (other) {
    cases.push({
      name:
        rule.caller === 'rx-patient'
          ? "the hospital's token on the e-prescription service"
          : 'the e-prescription token on the hospital API',
      role: owner,
      request: requestWith({ ...spec, credentials: credentialsFor(spec.security, () => other) }, {}),
      expect: { kind: 'refused', status: 403, code: 'INVALID_TOKEN' },
    })
  }
  return cases
}

/** A family member's switched token where only the main account may call. */
function familyMemberCases(spec: OperationSpec, rule: AccessRule, roles: AuthzRoles): AuthzCase[] {
  if (rule.caller !== 'main') return []
  const member = asRole(spec, roles, FAMILY_MEMBER)
  if (!member) return []
  return [
    {
      name: "a family member's switched token",
      role: FAMILY_MEMBER,
      request: requestWith(member, {}),
      expect: { kind: 'refused', status: 403, code: 'MAIN_TOKEN_REQUIRED' },
    },
  ]
}

/**
 * The owner's example as someone else: refused with the rule's one answer when it names the
 * owner's objects; otherwise let in, with nothing of the owner's in the answer.
 */
function strangerCases(spec: OperationSpec, rule: AccessRule, roles: AuthzRoles, owner: string): AuthzCase[] {
  const refused = { kind: 'refused' as const, status: rule.refusal.status, code: rule.refusal.code }
  const relations = Object.entries(rule.objects).map(([field, object]) => [field, object.relation] as const)
  const guarded = relations.filter(([, relation]) => !OPEN_TO_STRANGERS.has(relation))
  const cases: AuthzCase[] = []
  const ownerSpec = asRole(spec, roles, owner)

  // Ids whose owner is named by the request itself: a proof's holder, a device, a birth date.
  for (const [field, relation] of guarded) {
    if (relation === 'credential-holder' && ownerSpec) {
      const otherUser = roles.identities[strangerOf(roles, owner) ?? '']?.userId
      for (const [name, userId] of [
        ["another account's id with this credential", otherUser],
        ['an account id nobody has, with this credential', 'U9999999'],
      ] as const) {
        if (userId) {
          cases.push({
            name,
            role: owner,
            request: requestWith(
              withBody(ownerSpec, (b) => ({ ...b, [field]: userId })),
              {},
            ),
            expect: refused,
          })
        }
      }
    }
    if (relation === 'kiosk-identified' && ownerSpec) {
      cases.push({
        name: "a patient number with another person's name",
        role: 'kiosk',
        request: requestWith(
          withBody(ownerSpec, (b) => ({ ...b, userName: '홍길동' })),
          {},
        ),
        expect: refused,
      })
    }
    if (relation === 'device' && ownerSpec) {
      cases.push({
        name: "another device's registration",
        role: owner,
        request: requestWith(
          withBody(ownerSpec, (b) => ({ ...b, deviceId: 'another-device-0000' })),
          {},
        ),
        expect: refused,
      })
    }
    if (relation === 'proxy-confirmed' && ownerSpec) {
      cases.push({
        name: 'the patient number with a wrong birth date',
        role: owner,
        request: requestWith(ownerSpec, { headers: { 'X-Patient-Birth-Date': '19000101' } }),
        expect: refused,
      })
    }
    if (field === 'patientNo' && ownerSpec && !['kiosk-identified', 'proxy-confirmed'].includes(relation)) {
      const place = spec.parameters.find((p) => p.name === field)?.in
      const nobody =
        place === 'path'
          ? requestWith(ownerSpec, { path: { [field]: NOBODY_PATIENT_NO } })
          : place === 'query'
            ? requestWith(ownerSpec, { query: { [field]: NOBODY_PATIENT_NO } })
            : requestWith(
                withBody(ownerSpec, (b) => ({ ...b, [field]: NOBODY_PATIENT_NO })),
                {},
              )
      cases.push({
        name: 'a patient number nobody has (the same answer)',
        role: owner,
        request: nobody,
        expect: refused,
      })
    }
  }

  const stranger = strangerOf(roles, owner)
  const strangerSpec = stranger ? asRole(spec, roles, stranger) : undefined
  const selfProven = guarded.every(([, r]) =>
    ['credential-holder', 'kiosk-identified', 'device', 'proxy-confirmed'].includes(r),
  )
  if (!strangerSpec || rule.caller === 'public' || rule.caller === 'proof' || rule.caller === 'kiosk') return cases
  if (guarded.length > 0 && !selfProven) {
    cases.push({
      name: `another patient (${stranger})`,
      role: stranger,
      request: requestWith(strangerSpec, {}),
      expect: refused,
    })
  }
  return cases
}

/**
 * An operation that names nothing of the owner's, as another patient: let in, for their own
 * data (a refusal here is a business answer, never "not yours"), and nothing of the owner's in it.
 */
function ownDataCases(spec: OperationSpec, rule: AccessRule, roles: AuthzRoles, owner: string): AuthzCase[] {
  const named = Object.values(rule.objects).some((object) => !OPEN_TO_STRANGERS.has(object.relation))
  if (named || !['account', 'patient', 'main', 'rx-patient'].includes(rule.caller)) return []
  const stranger = strangerOf(roles, owner)
  const strangerSpec = stranger ? asRole(spec, roles, stranger) : undefined
  if (!strangerSpec) return []
  return [
    {
      name: `another patient (${stranger}), for their own data`,
      role: stranger,
      request: requestWith(strangerSpec, {}),
      expect: { kind: 'let-in', strict: false, hidden: secretsOf(roles.identities[owner]) },
    },
  ]
}

/**
 * Every case of one operation, with the example as the contract writes it (the sandbox's seeded
 * world): the refusals first, while the owner's objects are as the example finds them (a refusal
 * changes nothing), then the owner, then another patient on their own data.
 */
export function authzCases(
  spec: OperationSpec,
  rule: AccessRule,
  roles: AuthzRoles,
  strictOwner: boolean,
): AuthzCase[] {
  const owner = spec.operation.persona
  const ownerSpec = asRole(spec, roles, owner)
  const ownerCase: AuthzCase[] =
    ownerSpec || rule.caller === 'public' || rule.caller === 'proof'
      ? [
          {
            name: `the owner (${owner})`,
            role: owner,
            request: requestWith(ownerSpec ?? spec, {}),
            expect: { kind: 'let-in', strict: strictOwner, refusal: rule.refusal, hidden: [] },
          },
        ]
      : []
  return [
    ...credentialCases(spec, rule, roles, owner),
    ...familyMemberCases(spec, rule, roles),
    ...strangerCases(spec, rule, roles, owner),
    ...ownerCase,
    ...ownDataCases(spec, rule, roles, owner),
  ]
}
