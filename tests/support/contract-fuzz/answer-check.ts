/**
 * Whether an answer is one the contract lists for the operation: its status is listed (405 only
 * for a method the path does not have, as the README says), never a 5xx, a refusal for what the
 * contract does not allow, and a body that is the listed schema: the 200 schema (or the PDF), or
 * an ErrorResponse whose `code` is one the contract names for that status, with a Korean reason.
 */
import { ErrorResponse } from '@/api/generated/common/common.zod'
import { responseSchema } from '../client'
import type { OperationSpec } from './operation-spec'
import type { RequestCase } from './example-request'

const KOREAN = /[가-힣]/

async function errorProblem(response: Response, codes: readonly string[]): Promise<string | undefined> {
  const parsed = ErrorResponse.safeParse(await response.json().catch(() => undefined))
  if (!parsed.success) return `not an ErrorResponse: ${parsed.error.message}`
  const { status, code, reason } = parsed.data
  if (status !== response.status) return `body status ${status} under HTTP ${response.status}`
  if (!code || !codes.includes(code)) return `code ${code} is not listed for ${response.status} (${codes.join(', ')})`
  if (!KOREAN.test(reason)) return `reason not in Korean: ${reason}`
  return undefined
}

async function successProblem(spec: OperationSpec, response: Response): Promise<string | undefined> {
  const { service, operationId } = spec.operation
  const contentType = spec.answers.get(response.status)?.contentType
  if (contentType && contentType !== 'application/json') {
    const head = new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))
    return head === '%PDF-' ? undefined : `not a PDF: ${head}`
  }
  const schema = responseSchema(service, operationId)
  if (!schema) return 'no response schema generated'
  const result = schema.safeParse(await response.json())
  return result.success ? undefined : `the 200 body breaks the contract: ${JSON.stringify(result.error)}`
}

/** Undefined when the answer conforms; otherwise what is wrong with it. */
export async function answerProblem(
  spec: OperationSpec,
  request: RequestCase,
  response: Response,
  allowed: readonly string[],
): Promise<string | undefined> {
  const { status } = response
  if (request.expect === 405) {
    if (status !== 405) return `a method the path does not have answered ${status}, not 405`
    const allow = (response.headers.get('Allow') ?? '').split(/,\s*/).sort()
    if (allow.join() !== [...allowed].sort().join())
      return `Allow is "${allow.join(', ')}", not "${allowed.join(', ')}"`
    return errorProblem(response, ['METHOD_NOT_ALLOWED'])
  }
  if (typeof request.expect === 'number' && status !== request.expect) return `${status}, not ${request.expect}`
  const answer = spec.answers.get(status)
  if (!answer) return `${status} is not listed (the contract lists ${[...spec.answers.keys()].join(', ')})`
  if (status >= 500) return `a ${status}`
  if (request.expect === 'refused' && status < 400) return `accepted (${status}) what the contract does not allow`
  if (status < 300) return successProblem(spec, response)
  const problem = await errorProblem(response.clone(), answer.codes)
  if (problem) return problem
  const { code } = (await response.json()) as { code?: string }
  if (request.expect === 'valid' && code === 'INVALID_REQUEST') return 'refused as invalid what the contract allows'
  return undefined
}
