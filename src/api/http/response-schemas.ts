import type { z } from 'zod'
import * as account from '../generated/account/account.zod'
import * as checkup from '../generated/checkup/checkup.zod'
import * as common from '../generated/common/common.zod'
import * as hospital from '../generated/hospital/hospital.zod'
import * as inpatient from '../generated/inpatient/inpatient.zod'
import * as outpatient from '../generated/outpatient/outpatient.zod'
import * as prescription from '../generated/prescription/prescription.zod'
import * as rx from '../generated/rx/rx.zod'

/**
 * The contract's response schema of every operation, by operationId. Orval's Zod output names
 * them `<OperationId>Response`. Loaded lazily by the fetcher, never in production.
 */
const services: ReadonlyArray<Record<string, unknown>> = [
  account,
  checkup,
  common,
  hospital,
  inpatient,
  outpatient,
  prescription,
  rx,
]

const isSchema = (value: unknown): value is z.ZodType =>
  typeof value === 'object' && value !== null && 'safeParse' in value

export function responseSchemaFor(operationId: string): z.ZodType | undefined {
  const name = `${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Response`
  for (const service of services) {
    const candidate = service[name]
    if (isSchema(candidate)) return candidate
  }
  return undefined
}
