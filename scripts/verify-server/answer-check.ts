/**
 * Whether one answer is what the contract lists for the request that was sent: a status the
 * operation lists for that case (never a 5xx; a refusal for what the contract refuses; 401 without
 * a token and 403 with a forged one where it lists them), a 2xx body that is the answer's schema,
 * an error body with the error shape, its own status and a `code` the operation lists for it, and
 * the app's origin let in.
 */
import type { RequestCase } from '../../tests/support/contract-fuzz/example-request'
import type { AnswerSpec, OperationSpec } from '../../tests/support/contract-fuzz/operation-spec'
import { schemaProblems } from './body-schema'
import { originProblem } from './cors'
import type { Answer } from './send'

export interface Problem {
  /** Where: a body field (`cars[0].carNumber`), a header, or nothing for the answer as a whole. */
  field?: string
  message: string
}

const KOREAN = /[가-힣]/
const statusList = (spec: OperationSpec) => [...spec.answers.keys()].join(', ')

function parseJson(answer: Answer): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(new TextDecoder().decode(answer.body)) as unknown }
  } catch {
    return undefined
  }
}

const errorCode = (answer: Answer) => {
  const value = parseJson(answer)?.value
  return value && typeof value === 'object' ? (value as { code?: unknown }).code : undefined
}

const isJson = (contentType: string | undefined | null) => !!contentType && /[/+]json\b/.test(contentType)

function successProblems(listed: AnswerSpec, answer: Answer): Problem[] {
  if (!listed.contentType) return []
  const contentType = answer.headers.get('Content-Type')
  if (!isJson(listed.contentType)) {
    if (!contentType?.startsWith(listed.contentType))
      return [{ field: 'Content-Type', message: `${contentType ?? 'none'}, not ${listed.contentType}` }]
    const head = new TextDecoder().decode(answer.body.slice(0, 5))
    return listed.contentType === 'application/pdf' && head !== '%PDF-' ? [{ message: 'the body is not a PDF' }] : []
  }
  const problems: Problem[] = []
  if (!isJson(contentType)) problems.push({ field: 'Content-Type', message: `${contentType ?? 'none'}, not JSON` })
  const parsed = parseJson(answer)
  if (!parsed) return [...problems, { message: 'the body is not JSON' }]
  return listed.schema ? [...problems, ...schemaProblems(listed.schema, parsed.value)] : problems
}

function errorProblems(listed: AnswerSpec, answer: Answer, expect: RequestCase['expect']): Problem[] {
  const parsed = parseJson(answer)
  if (!parsed) return [{ message: `the ${answer.status} body is not JSON` }]
  const problems: Problem[] = listed.schema ? schemaProblems(listed.schema, parsed.value) : []
  const { status, code, reason } = (parsed.value ?? {}) as { status?: unknown; code?: unknown; reason?: unknown }
  if (status !== undefined && status !== answer.status)
    problems.push({ field: 'status', message: `${JSON.stringify(status)} in a ${answer.status} answer` })
  if (listed.codes.length && !listed.codes.includes(String(code)))
    problems.push({
      field: 'code',
      message: `${code === undefined ? 'none' : JSON.stringify(code)}, not one listed for ${answer.status} (${listed.codes.join(', ')})`,
    })
  if (typeof reason === 'string' && !KOREAN.test(reason))
    problems.push({
      field: 'reason',
      message: `not in Korean (the app shows it to the patient): ${reason.slice(0, 60)}`,
    })
  if (expect === 'valid' && code === 'INVALID_REQUEST')
    problems.push({ message: `refused as INVALID_REQUEST a request the contract allows` })
  return problems
}

/** What is wrong with this answer to this case (empty when it is one the contract lists). */
export function answerProblems(spec: OperationSpec, sent: RequestCase, answer: Answer, origin: string): Problem[] {
  const problems: Problem[] = []
  const cors = originProblem(answer.headers, origin)
  if (cors) problems.push({ field: 'CORS', message: cors })
  const { status } = answer
  const { expect } = sent
  const listed = spec.answers.get(status)
  if (!listed) return [...problems, { message: `${status} is not a status the contract lists (${statusList(spec)})` }]
  if (status >= 500) return [...problems, { message: `${status}: a server error` }]
  if (typeof expect === 'number' && spec.answers.has(expect) && status !== expect)
    return [...problems, { message: `${status}, not the ${expect} the contract lists for this` }]
  if ((expect === 'refused' || typeof expect === 'number') && status < 400)
    return [...problems, { message: `accepted (${status}) what the contract refuses` }]
  if (typeof expect !== 'number' && spec.security.length && (status === 401 || status === 403)) {
    const code = errorCode(answer)
    if (code === 'UNAUTHORIZED' || code === 'INVALID_TOKEN')
      return [
        ...problems,
        { message: `${status} ${code} to a request with the token: check the token given for this call` },
      ]
  }
  return [...problems, ...(status < 300 ? successProblems(listed, answer) : errorProblems(listed, answer, expect))]
}
