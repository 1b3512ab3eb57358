/**
 * Which token a call carries. The contracts say, per operation, which security schemes it needs
 * (bearerAuth, mainBearerAuth, any the contracts add) and whose world its examples belong to
 * (`x-sandbox-persona`: outpatient, inpatient, checkup, family ...). A tokens file names a token
 * per persona role, or per role and scheme; `--token` and `--rx-token` stand in for every scheme
 * of their base that the file does not name.
 */
import type { BaseName } from '../../contracts/read-contracts'

/** `{ outpatient: "<token>", family: { bearerAuth: "<token>", mainBearerAuth: "<token>" } }` */
export type TokensFile = Record<string, string | Record<string, string>>

export interface TokenSources {
  token: string | undefined
  rxToken: string | undefined
  tokens: TokensFile
}

export interface TokenNeed {
  persona: string
  base: BaseName
  scheme: string
}

/** The hospital API's bearer schemes, which a role's single token (or `--token`) stands for. */
const HOSPITAL_BEARERS = new Set(['bearerAuth', 'mainBearerAuth'])

export function tokenFor(sources: TokenSources, { persona, base, scheme }: TokenNeed): string | undefined {
  const own = sources.tokens[persona]
  if (typeof own === 'object' && own[scheme] !== undefined) return own[scheme]
  if (base === 'rx') return sources.rxToken
  // A role's one token is its hospital token; another scheme (a kiosk's key) must be named.
  if (!HOSPITAL_BEARERS.has(scheme)) return undefined
  return typeof own === 'string' ? own : sources.token
}
