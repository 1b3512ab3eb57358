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

export function tokenFor(sources: TokenSources, { persona, base, scheme }: TokenNeed): string | undefined {
  const own = sources.tokens[persona]
  if (typeof own === 'string') return own
  if (own?.[scheme] !== undefined) return own[scheme]
  return base === 'rx' ? sources.rxToken : sources.token
}
