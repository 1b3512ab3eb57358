/**
 * Runs the authorization matrix (./cases.ts) against a server: every operation's cases in turn,
 * each answer held to what the operation's `x-access` rule says. Writes are sent only when asked
 * (`--writes`), as the rest of the verifier does; the sandbox's own test resets its world before
 * each operation.
 */
import type { AccessRule } from '../../../contracts/access'
import { baseOf } from '../../../tests/support/contract-fuzz/example-request'
import type { OperationSpec } from '../../../tests/support/contract-fuzz/operation-spec'
import { isAnswer, send, type Answer } from '../send'
import { authzCases, type AuthzCase } from './cases'
import type { AuthzRoles } from './roles'

export interface AuthzCaseResult {
  operationId: string
  name: string
  expected: string
  got: string
  ok: boolean
  /**
   * Not a failure: the owner's own example not let in on a server whose data is not the
   * sandbox's (its ids may not exist there). The stranger checks of that operation prove less.
   */
  warning?: boolean
}

export interface AuthzOptions {
  bases: { main: string | undefined; rx: string | undefined }
  timeoutMs: number
  /** A 2xx for the owner's own example (the seeded sandbox), not just "not refused". */
  strictOwner: boolean
  /** Before an operation's cases (the sandbox's test resets its world and makes the switched token). */
  beforeOperation?: (spec: OperationSpec) => Promise<AuthzRoles | void>
}

const decoder = new TextDecoder()

function codeOf(answer: Answer): string | undefined {
  try {
    const value = JSON.parse(decoder.decode(answer.body)) as { code?: unknown }
    return typeof value.code === 'string' ? value.code : undefined
  } catch {
    return undefined
  }
}

const describeExpectation = (expect: AuthzCase['expect']) =>
  expect.kind === 'refused'
    ? `${expect.status}${expect.code ? ` ${expect.code}` : ''}`
    : `let in${expect.strict ? ' (2xx)' : ''}${expect.hidden.length ? ', nothing of the owner' : ''}`

/** Whether an answer is what the case expects, and what was seen. */
export function judge(expect: AuthzCase['expect'], answer: Answer): { ok: boolean; got: string } {
  const code = codeOf(answer)
  const got = `${answer.status}${code ? ` ${code}` : ''}`
  if (expect.kind === 'refused') {
    return { ok: answer.status === expect.status && (expect.code === undefined || code === expect.code), got }
  }
  const body = decoder.decode(answer.body)
  const leaked = expect.hidden.filter((secret) => body.includes(secret))
  const refusedForAccess =
    answer.status === 401 ||
    answer.status === 403 ||
    (expect.refusal !== undefined && answer.status === expect.refusal.status && code === expect.refusal.code)
  const ok = !refusedForAccess && leaked.length === 0 && (!expect.strict || answer.status < 300)
  return { ok, got: leaked.length ? `${got}, answer holds ${leaked.join(', ')}` : got }
}

export async function runAuthz(
  specs: readonly OperationSpec[],
  rules: Readonly<Record<string, AccessRule>>,
  roles: AuthzRoles,
  options: AuthzOptions,
): Promise<AuthzCaseResult[]> {
  const results: AuthzCaseResult[] = []
  for (const spec of specs) {
    const base = options.bases[spec.operation.base]
    const rule = rules[spec.operation.operationId]
    if (!base || !rule) continue
    const current = (await options.beforeOperation?.(spec)) ?? roles
    for (const sent of authzCases(spec, rule, current, options.strictOwner)) {
      const answer = await send(
        `${base}${sent.request.path.slice(baseOf(spec).length)}`,
        sent.request,
        options.timeoutMs,
      )
      const verdict = isAnswer(answer) ? judge(sent.expect, answer) : { ok: false, got: answer.failure }
      const ownerOnOtherData = !verdict.ok && sent.role === spec.operation.persona && sent.expect.kind === 'let-in'
      results.push({
        operationId: spec.operation.operationId,
        name: sent.name,
        expected: describeExpectation(sent.expect),
        ...verdict,
        ...(ownerOnOtherData && !options.strictOwner ? { ok: true, warning: true } : {}),
      })
    }
  }
  return results
}
