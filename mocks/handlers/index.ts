/**
 * Every operation of every contract, answered by the sandbox. `createHandlers` puts them under
 * the two base URLs: the hospital API and the external e-prescription service.
 */
import type { HttpHandler } from 'msw'
import { accountOperations } from './account'
import { checkupOperations } from './checkup'
import { commonOperations } from './common'
import { hospitalOperations } from './hospital'
import { inpatientOperations } from './inpatient'
import { methodNotAllowedHandlers } from './lib/method-not-allowed'
import type { SandboxOperation } from './lib/operation'
import { outpatientOperations } from './outpatient'
import { prescriptionOperations } from './prescription'
import { rxOperations } from './rx'

export const SANDBOX_OPERATIONS: readonly SandboxOperation[] = [
  ...accountOperations,
  ...hospitalOperations,
  ...outpatientOperations,
  ...commonOperations,
  ...inpatientOperations,
  ...checkupOperations,
  ...prescriptionOperations,
  ...rxOperations,
]

export interface BaseUrls {
  main: string
  rx: string
}

/** Every operation's handler, then the 405 answers for a known path asked with another method. */
export function createHandlers(bases: BaseUrls): HttpHandler[] {
  return [
    ...SANDBOX_OPERATIONS.map((op) => op.handler(bases[op.base])),
    ...methodNotAllowedHandlers(SANDBOX_OPERATIONS, bases),
  ]
}

export type { SandboxOperation }
