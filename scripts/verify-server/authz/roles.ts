/**
 * Who the authorization matrix calls as: a token per role (the contracts' sandbox personas,
 * `x-sandbox-persona`: outpatient, inpatient, checkup, family, newcomer), a family member's
 * switched token, the e-prescription tokens and a kiosk's key, and who each role is (learned from
 * the server itself, `GET /api/users/me`), so an answer to a stranger can be searched for the
 * owner's patient number, user id and name.
 */
import type { TokensFile } from '../tokens'
import type { Answer, NoAnswer } from '../send'

export interface RoleTokens {
  /** The hospital API's token (bearerAuth; and mainBearerAuth unless `main` is given). */
  bearer?: string
  main?: string
  /** The e-prescription service's token (rxBearerAuth). */
  rx?: string
}

export interface Identity {
  userId: string
  userName: string
  patientNo: string
}

export interface AuthzRoles {
  tokens: Record<string, RoleTokens>
  identities: Record<string, Identity>
  kioskKey: string | undefined
}

/** The role that holds a family member's switched token. */
export const FAMILY_MEMBER = 'family-member'

/** A tokens file (`--tokens`): `{ role: token }` or `{ role: { bearerAuth, mainBearerAuth, rxBearerAuth } }`, and `kiosk: { kioskAuth }`. */
export function rolesFromTokensFile(file: TokensFile): Pick<AuthzRoles, 'tokens' | 'kioskKey'> {
  const tokens: Record<string, RoleTokens> = {}
  let kioskKey: string | undefined
  for (const [role, value] of Object.entries(file)) {
    if (typeof value === 'string') tokens[role] = { bearer: value }
    else {
      kioskKey ??= value.kioskAuth
      const { bearerAuth: bearer, mainBearerAuth: main, rxBearerAuth: rx } = value
      if (bearer || main || rx) tokens[role] = { bearer: bearer ?? main, main: main ?? bearer, rx }
    }
  }
  return { tokens, kioskKey }
}

interface SandboxPersona {
  id: string
  token: string
  rxToken?: string
}

export type Send = (base: 'main' | 'rx', path: string, init: RequestInit) => Promise<Answer | NoAnswer>

const json = (answer: Answer | NoAnswer): unknown =>
  'status' in answer && answer.status < 300 ? JSON.parse(new TextDecoder().decode(answer.body)) : undefined

/** The sandbox's personas (`GET /__demo/personas` of the mock API), and its kiosk key. */
export async function rolesFromSandbox(
  send: Send,
  kioskKey: string,
  headers: Record<string, string> = {},
): Promise<Pick<AuthzRoles, 'tokens' | 'kioskKey'>> {
  const personas = json(await send('main', '/__demo/personas', { headers })) as SandboxPersona[] | undefined
  if (!Array.isArray(personas)) throw new Error('the server has no sandbox personas (GET /__demo/personas)')
  const tokens = Object.fromEntries(
    personas.map((p) => [p.id, { bearer: p.token, main: p.token, ...(p.rxToken ? { rx: p.rxToken } : {}) }]),
  )
  return { tokens, kioskKey }
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/** Who each role is, from the server (`GET /api/users/me`). */
export async function identitiesOf(send: Send, tokens: Record<string, RoleTokens>): Promise<Record<string, Identity>> {
  const identities: Record<string, Identity> = {}
  for (const [role, { bearer: token }] of Object.entries(tokens)) {
    if (!token) continue
    const me = json(await send('main', '/api/users/me', { headers: bearer(token) })) as Identity | undefined
    if (me?.userId) identities[role] = { userId: me.userId, userName: me.userName, patientNo: me.patientNo ?? '' }
  }
  return identities
}

interface FamilyList {
  accounts?: Array<{ userId: string; isMain: string; patientNo?: string }>
}

/**
 * A family member's token for the main-only checks: unless one is given, the family role's main
 * account switches to its first member with a patient number (`POST /users/info`).
 */
export async function familyMemberToken(send: Send, family: RoleTokens | undefined): Promise<string | undefined> {
  if (!family?.main) return undefined
  const list = json(await send('main', '/api/users/multi', { headers: bearer(family.main) })) as FamilyList | undefined
  const member = list?.accounts?.find((account) => account.isMain === 'N' && account.patientNo)
  if (!member) return undefined
  const switched = json(
    await send('main', '/users/info', {
      method: 'POST',
      headers: { ...bearer(family.main), 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: member.userId }),
    }),
  ) as { accessToken?: string } | undefined
  return switched?.accessToken
}
