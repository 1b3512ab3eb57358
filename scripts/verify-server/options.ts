/**
 * The command line of `npm run verify:server`: where the server is, which tokens to send, which
 * operations, and whether calls that change data may be sent.
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { parse } from 'yaml'
import type { TokensFile } from './tokens'

export interface VerifyOptions {
  /** The hospital API's base URL. */
  base: string | undefined
  /** The e-prescription service's base URL. */
  rxBase: string | undefined
  /** Every scheme's token on the hospital API, unless the tokens file names one. */
  token: string | undefined
  /** Every scheme's token on the e-prescription service, unless the tokens file names one. */
  rxToken: string | undefined
  tokens: TokensFile
  /** `--tokens sandbox`: the mock API's personas (`GET /__demo/personas`) instead of a file. */
  tokensFromSandbox: boolean
  /** `--authz`: the authorization matrix instead of the contract checks. */
  authz: boolean
  /** Services or operationIds to verify (all when empty). */
  only: string[]
  /** Services or operationIds to leave out. */
  skip: string[]
  /** Also the calls that change data. */
  writes: boolean
  /** The origin the app is loaded from, which CORS must let in. */
  origin: string
  /** Where the JUnit XML and HTML reports go. */
  out: string
}

export const USAGE = `npm run verify:server -- --base <url> [options]

Checks a running server against the contracts in contracts/: every operation's example request,
the same request broken one way at a time, no token and a forged one, and the app's CORS
preflight. Read-only unless --writes.

  --base <url>       the hospital API (as VITE_API_BASE_URL)
  --rx-base <url>    the e-prescription service (as VITE_RX_BASE_URL); without it, its calls are left out
  --token <token>    the token for the hospital API's calls
  --rx-token <token> the token for the e-prescription service's calls (if its contract secures them)
  --tokens <file>    JSON or YAML, one token per persona role (outpatient, inpatient, checkup, family ...),
                     or per role and security scheme: { family: { bearerAuth: ..., mainBearerAuth: ... } };
                     \`sandbox\` takes the mock API's personas (GET /__demo/personas)
  --authz            the authorization matrix instead: every operation as its owner, as another
                     patient, as a family member where only the main account may call, signed out,
                     with a kiosk's key and with the other service's token; each answer must be what
                     the operation's x-access rule says (two patients' tokens are enough: roles
                     outpatient and checkup; family and family-member add the main-only checks;
                     kiosk: { kioskAuth: <key> } the kiosk's; each role's rxBearerAuth the rx ones)
  --only <name>      a service (outpatient, rx ...) or an operationId; repeat or separate with commas
  --skip <name>      the same, left out
  --writes           also the calls that change data (for a staging server), in order: book, then cancel
  --origin <url>     the origin the app is served from, for CORS (default http://localhost:5173)
  --out <dir>        where junit.xml and report.html go (default reports/verify-server)
`

export class UsageError extends Error {}

const list = (values: string[] | undefined) =>
  (values ?? [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter(Boolean)

function absoluteUrl(value: string | undefined, flag: string): string | undefined {
  if (value === undefined) return undefined
  try {
    const url = new URL(value)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error()
    return url.href.replace(/\/$/, '')
  } catch {
    throw new UsageError(`${flag} must be an http(s) URL, not ${value}`)
  }
}

function readTokens(file: string | undefined): TokensFile {
  if (!file) return {}
  let parsed: unknown
  try {
    parsed = parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new UsageError(`cannot read the tokens file ${file}: ${(error as Error).message}`)
  }
  const valid =
    parsed &&
    typeof parsed === 'object' &&
    Object.values(parsed).every(
      (value: unknown) =>
        typeof value === 'string' ||
        (!!value && typeof value === 'object' && Object.values(value).every((token) => typeof token === 'string')),
    )
  if (!valid) throw new UsageError(`${file}: expected { <role>: <token> } or { <role>: { <scheme>: <token> } }`)
  return parsed as TokensFile
}

/** The options, or a UsageError saying what is wrong; undefined when help was asked for. */
export function readOptions(args: string[]): VerifyOptions | undefined {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      base: { type: 'string' },
      'rx-base': { type: 'string' },
      token: { type: 'string' },
      'rx-token': { type: 'string' },
      tokens: { type: 'string' },
      only: { type: 'string', multiple: true },
      skip: { type: 'string', multiple: true },
      writes: { type: 'boolean', default: false },
      authz: { type: 'boolean', default: false },
      origin: { type: 'string', default: 'http://localhost:5173' },
      out: { type: 'string', default: 'reports/verify-server' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  })
  if (values.help) return undefined
  const options: VerifyOptions = {
    base: absoluteUrl(values.base, '--base'),
    rxBase: absoluteUrl(values['rx-base'], '--rx-base'),
    token: values.token,
    rxToken: values['rx-token'],
    tokens: values.tokens === 'sandbox' ? {} : readTokens(values.tokens),
    tokensFromSandbox: values.tokens === 'sandbox',
    authz: values.authz,
    only: list(values.only),
    skip: list(values.skip),
    writes: values.writes,
    origin: new URL(absoluteUrl(values.origin, '--origin')!).origin,
    out: values.out,
  }
  if (!options.base && !options.rxBase) throw new UsageError('say where the server is: --base <url> (and --rx-base)')
  return options
}
