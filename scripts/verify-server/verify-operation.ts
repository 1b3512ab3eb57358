/**
 * One operation against the server: the app's CORS preflight (when the browser would send one),
 * the contract's example request, then no token and a forged one, then the example broken one
 * way at a time (tests/support/contract-fuzz generates them from the contract), each answer
 * checked by answer-check.ts.
 */
import { bodyCases } from '../../tests/support/contract-fuzz/body-cases'
import { baseOf, requestWith, type RequestCase } from '../../tests/support/contract-fuzz/example-request'
import { credentialsFor, type OperationSpec } from '../../tests/support/contract-fuzz/operation-spec'
import { authCases, parameterCases } from '../../tests/support/contract-fuzz/request-cases'
import { answerProblems, type Problem } from './answer-check'
import { needsPreflight, preflightOf, preflightProblems } from './cors'
import { isAnswer, send } from './send'
import { tokenFor, type TokenSources } from './tokens'

export interface CaseResult {
  /** What was sent: `the contract example`, `body: patientNo missing` ... */
  name: string
  method: string
  /** The path under its base, with the query. */
  path: string
  status: number | undefined
  ms: number
  problems: Problem[]
}

export interface OperationResult {
  spec: OperationSpec
  cases: CaseResult[]
  /** Whether requests carried the tokens it asks for (else only the refusals were sent). */
  letIn: boolean
  /** Why part of it was not sent (no token for its scheme). */
  note: string | undefined
  /** The example's request and answer bodies' top-level values, when it was accepted. */
  accepted: Record<string, unknown> | undefined
}

export interface VerifyContext {
  /** The base URL of each base the contracts use. */
  bases: { main: string | undefined; rx: string | undefined }
  tokens: TokenSources
  origin: string
  timeoutMs: number
}

export const EXAMPLE = 'the contract example'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value)

/**
 * The operation with values of an earlier call put in place of its examples (a cancel takes the
 * id the booking returned): path and query parameters and top-level body fields of the same
 * name and type.
 */
export function withValues(spec: OperationSpec, values: Record<string, unknown>): OperationSpec {
  const fits = (name: string, example: unknown) =>
    Object.hasOwn(values, name) && typeof values[name] === typeof example && !isRecord(values[name])
  const body = spec.body && isRecord(spec.body.example) ? spec.body.example : undefined
  return {
    ...spec,
    parameters: spec.parameters.map((p) => (fits(p.name, p.example) ? { ...p, example: values[p.name] } : p)),
    body:
      spec.body && body
        ? {
            ...spec.body,
            example: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, fits(k, v) ? values[k] : v])),
          }
        : spec.body,
  }
}

function parsedBody(bytes: Uint8Array | string | undefined): Record<string, unknown> {
  if (bytes === undefined) return {}
  try {
    const value = JSON.parse(typeof bytes === 'string' ? bytes : new TextDecoder().decode(bytes)) as unknown
    return isRecord(value) ? value : {}
  } catch {
    return {}
  }
}

/** The cases for this operation: the example first (its answer may be carried to a later undo). */
function casesOf(spec: OperationSpec, letIn: boolean): RequestCase[] {
  if (!letIn) return authCases(spec)
  const example: RequestCase = { name: EXAMPLE, request: requestWith(spec, {}), expect: 'valid' }
  return [example, ...authCases(spec), ...parameterCases(spec), ...bodyCases(spec)]
}

export async function verifyOperation(
  given: OperationSpec,
  context: VerifyContext,
  carried: Record<string, unknown> | undefined,
): Promise<OperationResult> {
  const { operation } = given
  const base = context.bases[operation.base]!
  const need = (scheme: { name: string }) =>
    tokenFor(context.tokens, { persona: operation.persona, base: operation.base, scheme: scheme.name })
  const missing = given.security.filter((scheme) => need(scheme) === undefined).map((scheme) => scheme.name)
  const spec = withValues({ ...given, credentials: credentialsFor(given.security, need) }, carried ?? {})
  const url = (path: string) => `${base}${path.slice(baseOf(spec).length)}`
  const cases: CaseResult[] = []
  let accepted: Record<string, unknown> | undefined

  const example = requestWith(spec, {})
  // Only what the app calls from its origin meets CORS (a kiosk's call is no browser's).
  if (spec.verify.cors && needsPreflight(example)) {
    const preflight = preflightOf(example, context.origin)
    const answer = await send(url(preflight.path), preflight, context.timeoutMs)
    const problems = isAnswer(answer)
      ? preflightProblems(example, answer.status, answer.headers, context.origin).map((message) => ({
          field: 'CORS',
          message,
        }))
      : [{ message: answer.failure }]
    cases.push({
      name: 'the CORS preflight',
      method: 'OPTIONS',
      path: preflight.path.slice(baseOf(spec).length),
      status: isAnswer(answer) ? answer.status : undefined,
      ms: answer.ms,
      problems,
    })
  }

  for (const sent of casesOf(spec, missing.length === 0)) {
    const request = { ...sent.request, headers: { ...sent.request.headers, Origin: context.origin } }
    const answer = await send(url(request.path), request, context.timeoutMs)
    const problems = isAnswer(answer)
      ? answerProblems(spec, sent, answer, context.origin)
      : [{ message: answer.failure }]
    if (sent.name === EXAMPLE && isAnswer(answer) && answer.status < 300) {
      accepted = { ...parsedBody(request.body), ...parsedBody(answer.body) }
    }
    cases.push({
      name: sent.name,
      method: request.method,
      path: request.path.slice(baseOf(spec).length),
      status: isAnswer(answer) ? answer.status : undefined,
      ms: answer.ms,
      problems,
    })
  }
  const note = missing.length
    ? `no token for ${operation.persona} (${missing.join(', ')}): only the calls without one were sent`
    : undefined
  return { spec, cases, letIn: missing.length === 0, note, accepted }
}
