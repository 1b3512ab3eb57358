/**
 * A request for one operation built from its contract example, with parts changed, and what
 * its answer is expected to be.
 */
import type { RawRequest } from '../raw-request'
import type { OperationSpec, ParameterSpec } from './operation-spec'

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

export const baseOf = (spec: OperationSpec) => (spec.operation.base === 'rx' ? '/rx' : '')

function pathWith(spec: OperationSpec, values: Record<string, string>): string {
  return `${baseOf(spec)}${spec.operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name]!))}`
}

const exampleText = (p: ParameterSpec) => String(p.example)

/**
 * The contract example's request with the given path values, query values or raw body instead,
 * carrying the spec's credentials (its security schemes' tokens).
 */
export function requestWith(
  spec: OperationSpec,
  change: {
    path?: Record<string, string>
    query?: Record<string, string | undefined>
    headers?: Record<string, string | undefined>
    body?: string
  },
): RawRequest {
  const pathValues = Object.fromEntries(
    spec.parameters.filter((p) => p.in === 'path').map((p) => [p.name, exampleText(p)]),
  )
  const queryValues: Record<string, string | undefined> = Object.fromEntries(
    spec.parameters.filter((p) => p.in === 'query').map((p) => [p.name, exampleText(p)]),
  )
  const query = Object.entries({ ...queryValues, ...spec.credentials.query, ...change.query }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  )
  const headerValues = Object.entries({
    ...Object.fromEntries(spec.parameters.filter((p) => p.in === 'header').map((p) => [p.name, exampleText(p)])),
    ...change.headers,
  }).filter((entry): entry is [string, string] => entry[1] !== undefined)
  const body = change.body === undefined ? (spec.body ? JSON.stringify(spec.body.example) : undefined) : change.body
  return {
    method: spec.operation.method.toUpperCase(),
    path: `${pathWith(spec, { ...pathValues, ...change.path })}${query.length ? `?${new URLSearchParams(query).toString()}` : ''}`,
    headers: {
      'Content-Type': 'application/json',
      ...Object.fromEntries(headerValues),
      ...spec.credentials.headers,
    },
    ...(body === undefined ? {} : { body }),
  }
}
