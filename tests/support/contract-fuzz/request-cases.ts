/**
 * The requests the conformance test sends for one operation, generated from its contract: the
 * contract's example, then the example broken one way at a time (the body as null, an array or
 * nothing; each required field missing; each field with each value its schema refuses; each path
 * and query parameter likewise, plus odd texts such as %25 or a very long one), the bearer token
 * missing or forged, and the methods its path does not have.
 */
import { authHeaders, type RawRequest } from '../raw-request'
import { brokenTexts, brokenValues, edgeValues } from './invalid-values'
import type { OperationSpec, ParameterSpec, Schema } from './operation-spec'

export type Expectation =
  /** The contract refuses it: a listed 4xx. */
  | 'refused'
  /** The contract allows it: anything listed but INVALID_REQUEST. */
  | 'valid'
  /** Anything the contract lists. */
  | 'listed'
  /** Exactly this status. */
  | 401
  | 403
  | 405

export interface RequestCase {
  name: string
  request: RawRequest
  expect: Expectation
}

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'PATCH'] as const
/** Odd texts for any path or query parameter: the answer must still be one the contract lists. */
const ODD_TEXTS = ['%', 'a/b', '😀', ' ', 'x'.repeat(1000)]
const MAX_DEPTH = 3

const baseOf = (spec: OperationSpec) => (spec.operation.base === 'rx' ? '/rx' : '')

function pathWith(spec: OperationSpec, values: Record<string, string>): string {
  return `${baseOf(spec)}${spec.operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name]!))}`
}

const exampleText = (p: ParameterSpec) => String(p.example)

export function requestWith(
  spec: OperationSpec,
  change: { path?: Record<string, string>; query?: Record<string, string | undefined>; body?: string | null },
): RawRequest {
  const pathValues = Object.fromEntries(
    spec.parameters.filter((p) => p.in === 'path').map((p) => [p.name, exampleText(p)]),
  )
  const queryValues: Record<string, string | undefined> = Object.fromEntries(
    spec.parameters.filter((p) => p.in === 'query').map((p) => [p.name, exampleText(p)]),
  )
  const query = Object.entries({ ...queryValues, ...change.query }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  )
  const body = change.body === undefined ? (spec.body ? JSON.stringify(spec.body.example) : undefined) : change.body
  return {
    method: spec.operation.method.toUpperCase(),
    path: `${pathWith(spec, { ...pathValues, ...change.path })}${query.length ? `?${new URLSearchParams(query).toString()}` : ''}`,
    headers: {
      'Content-Type': 'application/json',
      ...authHeaders({ operation: spec.operation } as Parameters<typeof authHeaders>[0]),
    },
    ...(body === null ? {} : body === undefined ? {} : { body }),
  }
}

/** The oneOf branch an example belongs to (by the discriminator, or its const properties). */
function branchOf(schema: Schema, value: unknown): Schema {
  if (!schema.oneOf) return schema
  const record = (value ?? {}) as Record<string, unknown>
  return (
    schema.oneOf.find((branch) =>
      Object.entries(branch.properties ?? {}).every(
        ([key, property]) =>
          (property.const === undefined || property.const === record[key]) &&
          (!property.enum || property.enum.length > 1 || property.enum[0] === record[key]),
      ),
    ) ?? schema.oneOf[0]!
  )
}

/** The example with one value at `path` replaced (or removed). */
function withValue(example: unknown, path: Array<string | number>, value: unknown, remove = false): unknown {
  if (!path.length) return value
  const [head, ...rest] = path
  const copy = (Array.isArray(example) ? [...(example as unknown[])] : { ...(example as object) }) as Record<
    string | number,
    unknown
  >
  if (remove && rest.length === 0) delete copy[head!]
  else copy[head!] = withValue(copy[head!], rest, value, remove)
  return copy
}

interface Field {
  /** Where in the body (empty: the body itself). */
  path: Array<string | number>
  schema: Schema
  value: unknown
  /** The whole body this field sits in (an optional field's example put in first). */
  body: unknown
}

/** Every field of the body with the example's value: nested objects, the first item of arrays. */
function fieldsOf(schema: Schema, value: unknown, body: unknown, path: Field['path'] = []): Field[] {
  const branch = branchOf(schema, value)
  const fields: Field[] = [{ path, schema: branch, value, body }]
  if (path.length >= MAX_DEPTH) return fields
  if (branch.properties) {
    const record = (value ?? {}) as Record<string, unknown>
    for (const [key, property] of Object.entries(branch.properties)) {
      const inner = record[key] ?? property.example
      if (inner === undefined) continue
      const withInner = record[key] === undefined ? withValue(body, [...path, key], inner) : body
      fields.push(...fieldsOf(property, inner, withInner, [...path, key]))
    }
  }
  if (branch.type === 'array' && branch.items && Array.isArray(value) && value.length) {
    fields.push(...fieldsOf(branch.items, value[0], body, [...path, 0]))
  }
  return fields
}

const where = (path: Field['path']) => (path.length ? path.join('.') : 'body')

function bodyCases(spec: OperationSpec): RequestCase[] {
  if (!spec.body) return []
  const send = (name: string, body: unknown, expect: Expectation): RequestCase => ({
    name,
    request: requestWith(spec, { body: JSON.stringify(body) }),
    expect,
  })
  const raw = ['null', '[]', '"text"', '42', '', '{', 'not json'].map((text) => ({
    name: `body ${JSON.stringify(text)}`,
    request: requestWith(spec, { body: text }),
    expect: 'refused' as const,
  }))
  const fields = fieldsOf(spec.body.schema, spec.body.example, spec.body.example)
  const broken = fields.flatMap((f) => [
    ...(f.schema.required ?? []).map((key) =>
      send(`${where(f.path)}: ${key} missing`, withValue(f.body, [...f.path, key], undefined, true), 'refused'),
    ),
    ...brokenValues(f.schema, f.value).map((b) =>
      send(`${where(f.path)}: ${b.what}`, withValue(f.body, f.path, b.value), 'refused'),
    ),
  ])
  const edges = fields.flatMap((f) =>
    edgeValues(f.schema).map((e) => send(`${where(f.path)}: ${e.what}`, withValue(f.body, f.path, e.value), 'valid')),
  )
  const extra = send(
    'body with a field the contract does not know',
    { ...(spec.body.example as object), notInContract: 'x' },
    'valid',
  )
  return [...raw, ...broken, ...edges, extra]
}

function parameterCases(spec: OperationSpec): RequestCase[] {
  return spec.parameters.flatMap((p) => {
    const change = (value: string | undefined) =>
      p.in === 'path' ? { path: { [p.name]: value! } } : { query: { [p.name]: value } }
    const broken = brokenTexts(p.schema).map((b) => ({
      name: `${p.in} ${p.name}: ${b.what}`,
      request: requestWith(spec, change(String(b.value))),
      expect: 'refused' as const,
    }))
    const odd = ODD_TEXTS.map((text) => ({
      name: `${p.in} ${p.name}: ${JSON.stringify(text.slice(0, 12))}${text.length > 12 ? '…' : ''}`,
      request: requestWith(spec, change(text)),
      expect: 'listed' as const,
    }))
    const edges = edgeValues(p.schema).map((e) => ({
      name: `${p.in} ${p.name}: ${e.what}`,
      request: requestWith(spec, change(String(e.value))),
      expect: 'valid' as const,
    }))
    const missing =
      p.in === 'query' && p.required
        ? [
            {
              name: `query ${p.name} missing`,
              request: requestWith(spec, change(undefined)),
              expect: 'refused' as const,
            },
          ]
        : []
    return [...broken, ...edges, ...odd, ...missing]
  })
}

function authCases(spec: OperationSpec): RequestCase[] {
  if (!spec.operation.secured) return []
  const request = requestWith(spec, {})
  const { Authorization: _, ...headers } = request.headers
  return [
    { name: 'no bearer token', request: { ...request, headers }, expect: 401 },
    {
      name: 'a forged bearer token',
      request: { ...request, headers: { ...headers, Authorization: 'Bearer forged' } },
      expect: 403,
    },
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
