/**
 * `npm run verify:server -- --authz`: the authorization matrix against a running server. Given two
 * patients' tokens (and a family pair where it has one), it checks that the server refuses one
 * patient's data to another, a family member's token where only the main account may act, calls
 * without a credential or with the wrong one, and answers "not yours" exactly as "does not exist".
 * Read-only unless --writes; `--tokens sandbox` takes the mock API's personas.
 */
import { LIMITS } from '@/shared/config/constants'
import { accessRule, operationAccess } from '../../access/read-access'
import type { AccessRule } from '../../../contracts/access'
import { SANDBOX_KIOSK_KEY } from '../../../mocks/handlers/lib/credentials'
import type { VerifyOptions } from '../options'
import { planRun } from '../plan'
import { send } from '../send'
import { contractSpecs } from '../verify-server'
import {
  familyMemberToken,
  FAMILY_MEMBER,
  identitiesOf,
  rolesFromSandbox,
  rolesFromTokensFile,
  type AuthzRoles,
  type Send,
} from './roles'
import { runAuthz, type AuthzCaseResult } from './run-authz'

/** Every operation's access rule, read from the contracts. */
export const contractRules = (): Record<string, AccessRule> =>
  Object.fromEntries(
    contractSpecs().map((spec) => [spec.operation.operationId, accessRule(operationAccess(spec.operation))]),
  )

/** A send to one of the options' bases. */
export function sendTo(bases: VerifyOptions['base'][], timeoutMs: number): Send {
  return async (base, path, init) => {
    const root = base === 'main' ? bases[0] : bases[1]
    const headers = (init.headers ?? {}) as Record<string, string>
    return send(
      `${root}${path}`,
      { method: init.method ?? 'GET', path, headers, ...(typeof init.body === 'string' ? { body: init.body } : {}) },
      timeoutMs,
    )
  }
}

/** The roles: the tokens file's (or the sandbox's personas), who each is, and a family member's token. */
export async function authzRoles(options: VerifyOptions, sendFn: Send): Promise<AuthzRoles> {
  const given = options.tokensFromSandbox
    ? await rolesFromSandbox(sendFn, SANDBOX_KIOSK_KEY)
    : rolesFromTokensFile(options.tokens)
  const tokens = { ...given.tokens }
  if (!tokens[FAMILY_MEMBER]) {
    const member = await familyMemberToken(sendFn, tokens.family)
    if (member) tokens[FAMILY_MEMBER] = { bearer: member, main: member }
  }
  return { tokens, kioskKey: given.kioskKey, identities: await identitiesOf(sendFn, tokens) }
}

export interface AuthzRun {
  results: AuthzCaseResult[]
  /** Operations left out: no token for their owner's role, or a write without --writes. */
  notChecked: string[]
}

export async function verifyAuthz(options: VerifyOptions): Promise<AuthzRun> {
  const sendFn = sendTo([options.base, options.rxBase], LIMITS.httpTimeoutMs)
  const roles = await authzRoles(options, sendFn)
  const plan = planRun(contractSpecs(), options)
  const bases = { main: options.base, rx: options.rxBase }
  const specs = plan.run.filter((spec) => bases[spec.operation.base] !== undefined)
  const rules = contractRules()
  const results = await runAuthz(specs, rules, roles, {
    bases,
    timeoutMs: LIMITS.httpTimeoutMs,
    strictOwner: false,
    // A family member's token, fresh for each main-only call (a write before it may have removed
    // the member it was switched to).
    async beforeOperation(spec) {
      if (rules[spec.operation.operationId]?.caller !== 'main' || options.tokens[FAMILY_MEMBER]) return roles
      const member = await familyMemberToken(sendFn, roles.tokens.family)
      const tokens = { ...roles.tokens }
      if (member) tokens[FAMILY_MEMBER] = { bearer: member, main: member }
      else delete tokens[FAMILY_MEMBER]
      return { ...roles, tokens }
    },
  })
  const checked = new Set(results.map((result) => result.operationId))
  return {
    results,
    notChecked: [...plan.writesLeftOut, ...specs]
      .map((spec) => spec.operation.operationId)
      .filter((id) => !checked.has(id)),
  }
}

/** The report: each refusal that did not happen, by operation, and the totals. */
export function authzReport(run: AuthzRun): string {
  const failed = run.results.filter((result) => !result.ok)
  const operations = new Set(run.results.map((result) => result.operationId))
  const failedOperations = new Set(failed.map((result) => result.operationId))
  const lines = failed.map(
    (result) => `  ✘ ${result.operationId}: ${result.name}: expected ${result.expected}, got ${result.got}`,
  )
  const warnings = run.results.filter((result) => result.warning)
  return [
    ...(lines.length ? ['Authorization: what a stranger could do', ...lines, ''] : []),
    ...(warnings.length
      ? [
          "The owner's own example was not let in (its ids may not exist on this server; the other checks of these operations prove less):",
          ...warnings.map((result) => `  ! ${result.operationId}: ${result.name}: got ${result.got}`),
          '',
        ]
      : []),
    `Authorization matrix: ${operations.size - failedOperations.size} of ${operations.size} operations hold ` +
      `(${run.results.length - failed.length} of ${run.results.length} calls answered as their rule says)` +
      (failedOperations.size ? `; failing: ${[...failedOperations].join(', ')}` : ''),
    ...(run.notChecked.length
      ? [`Not checked (no token for the role, or a write without --writes): ${run.notChecked.length}`]
      : []),
  ].join('\n')
}
