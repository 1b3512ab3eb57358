import * as account from '@/api/generated/account'
import * as accountZod from '@/api/generated/account/account.zod'
import * as checkup from '@/api/generated/checkup'
import * as checkupZod from '@/api/generated/checkup/checkup.zod'
import * as common from '@/api/generated/common'
import * as commonZod from '@/api/generated/common/common.zod'
import * as hospital from '@/api/generated/hospital'
import * as hospitalZod from '@/api/generated/hospital/hospital.zod'
import * as inpatient from '@/api/generated/inpatient'
import * as inpatientZod from '@/api/generated/inpatient/inpatient.zod'
import * as outpatient from '@/api/generated/outpatient'
import * as outpatientZod from '@/api/generated/outpatient/outpatient.zod'
import * as prescription from '@/api/generated/prescription'
import * as prescriptionZod from '@/api/generated/prescription/prescription.zod'
import * as rx from '@/api/generated/rx'
import * as rxZod from '@/api/generated/rx/rx.zod'
import type { ServiceName } from '../../contracts/read-contracts'
import { SANDBOX_KIOSK_KEY } from '../../mocks/handlers/lib/credentials'
import type { OperationExample } from './contract-examples'

const clients: Record<ServiceName, Record<string, unknown>> = {
  account,
  checkup,
  common,
  hospital,
  inpatient,
  outpatient,
  prescription,
  rx,
}
const schemas: Record<ServiceName, Record<string, unknown>> = {
  account: accountZod,
  checkup: checkupZod,
  common: commonZod,
  hospital: hospitalZod,
  inpatient: inpatientZod,
  outpatient: outpatientZod,
  prescription: prescriptionZod,
  rx: rxZod,
}

type RequestFunction = (...args: unknown[]) => Promise<unknown>

/** Calls an operation's generated request function with its example (or overridden) values. */
export function callWithExample(example: OperationExample, overrides: { body?: unknown } = {}): Promise<unknown> {
  const { service, operationId } = example.operation
  const fn = clients[service][operationId] as RequestFunction | undefined
  if (typeof fn !== 'function') throw new Error(`${operationId} is not generated`)
  const body = overrides.body ?? example.body
  const args: unknown[] = [...example.pathArgs]
  if (body !== undefined) args.push(body)
  else if (example.query) args.push(example.query)
  // Header parameters come next (the proxy payer's birth date).
  if (Object.keys(example.headers).length) args.push(example.headers)
  // A kiosk's call carries the kiosk's key (the app never makes one).
  if (example.operation.token === 'kiosk') args.push({ headers: { 'X-Kiosk-Key': SANDBOX_KIOSK_KEY } })
  return fn(...args)
}

type SafeParse = { safeParse(value: unknown): { success: boolean; error?: unknown } }
const generatedName = (operationId: string, part: string) =>
  `${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}${part}`

/** The contract's Zod schema of an operation's 200 answer. */
export function responseSchema(service: ServiceName, operationId: string) {
  return schemas[service][generatedName(operationId, 'Response')] as SafeParse | undefined
}

/** The contract's Zod schema of an operation's request body (the sandbox checks bodies with it). */
export function bodySchema(service: ServiceName, operationId: string) {
  return schemas[service][generatedName(operationId, 'Body')] as SafeParse | undefined
}
