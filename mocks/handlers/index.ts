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
import { methodNotAllowedRoutes } from './lib/method-not-allowed'
import type { SandboxOperation } from './lib/operation'
import { outpatientOperations } from './outpatient'
import { prescriptionOperations } from './prescription'
import { routesHandler } from './lib/router'
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

const pathOf = (baseUrl: string, path: string) => `${baseUrl.replace(/\/$/, '')}${path.replace(/\{(\w+)\}/g, ':$1')}`

/**
 * Every operation under its base URL, then the 405 answers for a known path asked with another
 * method: one msw handler that routes (./lib/router.ts explains why not one handler each).
 */
export function createHandlers(bases: BaseUrls): HttpHandler[] {
  return [
    routesHandler([
      ...SANDBOX_OPERATIONS.map((op) => ({
        method: op.method,
        path: pathOf(bases[op.base], op.path),
        respond: op.respond,
      })),
      ...methodNotAllowedRoutes(SANDBOX_OPERATIONS, bases),
    ]),
  ]
}

export type { SandboxOperation }
