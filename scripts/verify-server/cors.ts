/**
 * CORS as the app's WebView meets it: the app is served from its own origin, so every answer must
 * let that origin read it, and a call the browser preflights (a method other than GET, HEAD or
 * POST; an Authorization or JSON Content-Type header) must have its preflight let it through.
 */
import type { RawRequest } from '../../tests/support/raw-request'

const SIMPLE_METHODS = ['GET', 'HEAD', 'POST']
/** Headers a page may send without a preflight (Accept always; Content-Type only for form types). */
const SAFELISTED = new Set(['accept', 'accept-language', 'content-language'])

/** The headers of a request the browser would name in its preflight, lower case and sorted. */
export function preflightHeaders(request: RawRequest): string[] {
  return Object.keys(request.headers)
    .map((name) => name.toLowerCase())
    .filter((name) => !SAFELISTED.has(name))
    .filter((name) => name !== 'content-type' || request.body !== undefined)
    .sort()
}

/** Whether the browser sends a preflight before this request. */
export const needsPreflight = (request: RawRequest): boolean =>
  !SIMPLE_METHODS.includes(request.method) || preflightHeaders(request).length > 0

/** The preflight the browser sends for this request. */
export function preflightOf(request: RawRequest, origin: string): RawRequest {
  const headers = preflightHeaders(request)
  return {
    method: 'OPTIONS',
    path: request.path,
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': request.method,
      ...(headers.length ? { 'Access-Control-Request-Headers': headers.join(',') } : {}),
    },
  }
}

const listed = (header: string | null) =>
  (header ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)

/** Why an answer does not let the app's origin read it, if it does not. */
export function originProblem(headers: Headers, origin: string): string | undefined {
  const allowed = headers.get('Access-Control-Allow-Origin')
  if (allowed === null) return `no Access-Control-Allow-Origin (the app at ${origin} cannot read the answer)`
  if (allowed !== '*' && allowed !== origin) return `Access-Control-Allow-Origin is ${allowed}, not ${origin}`
  return undefined
}

/** What the preflight's answer refuses of the request it asks about. */
export function preflightProblems(request: RawRequest, status: number, headers: Headers, origin: string): string[] {
  const problems: string[] = []
  if (status < 200 || status > 299) problems.push(`the preflight answered ${status}, not 2xx`)
  const origins = originProblem(headers, origin)
  if (origins) problems.push(origins)
  const methods = listed(headers.get('Access-Control-Allow-Methods'))
  if (
    !SIMPLE_METHODS.includes(request.method) &&
    !methods.includes('*') &&
    !methods.includes(request.method.toLowerCase())
  )
    problems.push(`Access-Control-Allow-Methods does not allow ${request.method}`)
  const allowedHeaders = listed(headers.get('Access-Control-Allow-Headers'))
  // `*` covers every header but Authorization (Fetch standard).
  const missing = preflightHeaders(request).filter(
    (name) => !allowedHeaders.includes(name) && !(allowedHeaders.includes('*') && name !== 'authorization'),
  )
  if (missing.length) problems.push(`Access-Control-Allow-Headers does not allow ${missing.join(', ')}`)
  return problems
}
