/**
 * The requests the conformance test sends for one operation, generated from its contract: the
 * bearer token missing or forged, the methods its path does not have, each path and query
 * parameter with each text its schema refuses, at its edges and as odd texts (%25, a slash, an
 * emoji, 1,000 characters), the body broken one way at a time (body-cases.ts), and last the
 * contract's own example.
 */
import { bodyCases } from './body-cases'
import { baseOf, requestWith, type RequestCase } from './example-request'
import { brokenTexts, edgeValues } from './invalid-values'
import { credentialsFor, NO_CREDENTIALS, type OperationSpec } from './operation-spec'

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH'] as const
/** Odd texts for any path or query parameter: the answer must still be one the contract lists. */
const ODD_TEXTS = ['%', 'a/b', '😀', ' ', 'x'.repeat(1000)]

/** What an HTTP header can carry at all (fetch refuses anything else before sending). */
const headerSafe = (text: string) => /^[\x20-\x7e]*$/.test(text)

export function parameterCases(spec: OperationSpec): RequestCase[] {
  return spec.parameters.flatMap((p) => {
    const fits = (value: unknown) => p.in !== 'header' || headerSafe(String(value))
    const change = (value: string | undefined) =>
      p.in === 'path'
        ? { path: { [p.name]: value! } }
        : p.in === 'header'
          ? { headers: { [p.name]: value } }
          : { query: { [p.name]: value } }
    const broken = brokenTexts(p.schema)
      .filter((b) => fits(b.value))
      .map((b) => ({
        name: `${p.in} ${p.name}: ${b.what}`,
        request: requestWith(spec, change(String(b.value))),
        expect: 'refused' as const,
      }))
    const odd = ODD_TEXTS.filter(fits).map((text) => ({
      name: `${p.in} ${p.name}: ${JSON.stringify(text.slice(0, 12))}${text.length > 12 ? '…' : ''}`,
      request: requestWith(spec, change(text)),
      expect: 'listed' as const,
    }))
    const edges = edgeValues(p.schema)
      .filter((e) => fits(e.value))
      .map((e) => ({
        name: `${p.in} ${p.name}: ${e.what}`,
        request: requestWith(spec, change(String(e.value))),
        expect: 'valid' as const,
      }))
    const missing =
      p.in !== 'path' && p.required
        ? [
            {
              name: `${p.in} ${p.name} missing`,
              request: requestWith(spec, change(undefined)),
              expect: 'refused' as const,
            },
          ]
        : []
    return [...broken, ...edges, ...odd, ...missing]
  })
}

/**
 * The secured operation's example without its credentials (401) and with forged ones (403): every
 * security scheme it asks for, wherever the scheme carries its token.
 */
export function authCases(spec: OperationSpec): RequestCase[] {
  if (!spec.security.length) return []
  const forged = credentialsFor(spec.security, () => 'forged')
  return [
    { name: 'no token', request: requestWith({ ...spec, credentials: NO_CREDENTIALS }, {}), expect: 401 },
    { name: 'a forged token', request: requestWith({ ...spec, credentials: forged }, {}), expect: 403 },
  ]
}

/** Whether a contract path (`{param}` style) matches a concrete path. */
function matches(template: string, path: string): boolean {
  const want = template.split('/')
  const got = path.split('/')
  return want.length === got.length && want.every((part, i) => /^\{\w+\}$/.test(part) || part === got[i])
}

/** The methods the example's path answers (every operation of the base whose path matches it). */
export function allowedMethods(spec: OperationSpec, all: readonly OperationSpec[]): string[] {
  const path = requestWith(spec, {}).path.split('?')[0]!.slice(baseOf(spec).length)
  const methods = all
    .filter((other) => other.operation.base === spec.operation.base && matches(other.operation.path, path))
    .map((other) => other.operation.method.toUpperCase())
  return METHODS.filter((m) => methods.includes(m))
}

function methodCases(spec: OperationSpec, all: readonly OperationSpec[]): RequestCase[] {
  const allowed = allowedMethods(spec, all)
  return METHODS.filter((m) => !allowed.includes(m)).map((method) => {
    const { body, ...request } = requestWith(spec, {})
    // Fetch sends no body with GET.
    return {
      name: `method ${method}`,
      request: { ...request, method, ...(method === 'GET' || body === undefined ? {} : { body }) },
      expect: 405 as const,
    }
  })
}

/** Every generated request for one operation; the contract's own example comes last. */
export function requestCases(spec: OperationSpec, all: readonly OperationSpec[]): RequestCase[] {
  return [
    ...authCases(spec),
    ...methodCases(spec, all),
    ...parameterCases(spec),
    ...bodyCases(spec),
    { name: 'the contract example', request: requestWith(spec, {}), expect: 'valid' },
  ]
}
