/**
 * Requests written by hand from a contract operation and its examples, past the generated
 * client (which would never send a broken one): for the tests that check what the sandbox
 * answers to requests the contract does not allow.
 */
import { expect } from 'vitest'
import { ErrorResponse } from '@/api/generated/common/common.zod'
import type { ContractOperation } from '../../contracts/read-contracts'
import type { OperationExample } from './contract-examples'
import { sandboxToken } from './sandbox-auth'

export interface RawRequest {
  method: string
  /** Path from the origin, already encoded (`/rx/...` for the e-prescription base). */
  path: string
  headers: Record<string, string>
  /** Sent as is (JSON text, or anything else). */
  body?: string
}

/** The path of an operation with these (unencoded) path values, each encoded once. */
export function operationPath(example: OperationExample, pathArgs: readonly unknown[] = example.pathArgs): string {
  let index = 0
  const path = example.operation.path.replace(/\{\w+\}/g, () => encodeURIComponent(String(pathArgs[index++])))
  return example.operation.base === 'rx' ? `/rx${path}` : path
}

/**
 * The operation's persona's credential on secured operations, as its caller sends it: the
 * persona's token, its e-prescription token (rxBearerAuth), or a hospital kiosk's key.
 */
export function authHeaders(operation: ContractOperation): Record<string, string> {
  if (!operation.secured) return {}
  if (operation.token === 'kiosk') return { 'X-Kiosk-Key': sandboxToken(operation, 'kioskAuth') }
  return {
    Authorization: `Bearer ${sandboxToken(operation, operation.token === 'rx' ? 'rxBearerAuth' : 'bearerAuth')}`,
  }
}

/** The operation's example request, with parts replaced. */
export function exampleRequest(example: OperationExample, change: Partial<RawRequest> = {}): RawRequest {
  const query = example.query
    ? `?${new URLSearchParams(Object.entries(example.query).map(([k, v]) => [k, String(v)])).toString()}`
    : ''
  const body = example.body === undefined ? undefined : JSON.stringify(example.body)
  return {
    method: example.operation.method.toUpperCase(),
    path: `${operationPath(example)}${query}`,
    headers: { 'Content-Type': 'application/json', ...example.headers, ...authHeaders(example.operation) },
    ...(body === undefined ? {} : { body }),
    ...change,
  }
}

export async function sendRaw(origin: string, request: RawRequest): Promise<Response> {
  return fetch(`${origin}${request.path}`, {
    method: request.method,
    headers: request.headers,
    ...(request.body === undefined ? {} : { body: request.body }),
  })
}

/** A refusal as the contracts describe it: a 4xx ErrorResponse with a code and a Korean reason. */
export function expectRefusal(status: number, body: unknown, what: string): void {
  expect(status, `${what}: status`).toBeGreaterThanOrEqual(400)
  expect(status, `${what}: status`).toBeLessThan(500)
  const parsed = ErrorResponse.safeParse(body)
  expect(parsed.success, `${what}: an ErrorResponse (${JSON.stringify(body)})`).toBe(true)
  expect(parsed.data?.status, `${what}: body status`).toBe(status)
  expect(parsed.data?.code, `${what}: code`).toMatch(/^[A-Z_]+$/)
  expect(parsed.data?.reason, `${what}: reason in Korean`).toMatch(/[가-힣]/)
}
