/**
 * Reads the hand-written OpenAPI contracts. One place that knows which services exist, which
 * base URL each one uses and which operations need the bearer token, for the generator config,
 * the contract tests and the sandbox's conformance checks.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'

export const SERVICES = [
  'account',
  'hospital',
  'outpatient',
  'common',
  'inpatient',
  'checkup',
  'prescription',
  'rx',
] as const
export type ServiceName = (typeof SERVICES)[number]

/** The app talks to two bases: the hospital API and the external e-prescription service. */
export type BaseName = 'main' | 'rx'
export const baseOf = (service: ServiceName): BaseName => (service === 'rx' ? 'rx' : 'main')

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

export interface ContractOperation {
  service: ServiceName
  base: BaseName
  operationId: string
  method: HttpMethod
  path: string
  /** True when the operation requires the bearer token. */
  secured: boolean
  /**
   * Which credential it takes: the acting account's token (`current`), the main account's (`main`,
   * the `mainBearerAuth` scheme: calls only the main account may make, such as switching accounts),
   * the e-prescription service's own short-lived token (`rx`, `rxBearerAuth`), or a hospital
   * kiosk's key (`kiosk`, `kioskAuth`: never the app's).
   */
  token: 'current' | 'main' | 'rx' | 'kiosk' | undefined
  /** The sandbox persona whose world the examples belong to (`x-sandbox-persona`). */
  persona: string
  tags: string[]
  /**
   * A call the spec does not list, proposed by the app team to the backend team
   * (`x-proposal: true`; its description says why).
   */
  proposal: boolean

  /**
   * A POST that only reads (`x-query: true`; the external e-prescription service asks with
   * bodies): generated as a query, with its body in the query key, not as a mutation.
   */
  isQuery: boolean
}

interface OperationObject {
  operationId: string
  tags?: string[]
  security?: unknown[]
  'x-sandbox-persona'?: string
  'x-proposal'?: boolean
  'x-query'?: boolean
}
interface ContractDocument {
  security?: unknown[]
  'x-sandbox-persona'?: string
  paths: Record<string, Partial<Record<HttpMethod, OperationObject>>>
}

const SCHEME_TOKENS = { mainBearerAuth: 'main', rxBearerAuth: 'rx', kioskAuth: 'kiosk', bearerAuth: 'current' } as const

function tokenOf(security: unknown[]): ContractOperation['token'] {
  if (security.length === 0) return undefined
  const named = (scheme: keyof typeof SCHEME_TOKENS) =>
    security.some((requirement) => Object.hasOwn(requirement as object, scheme))
  const scheme = (Object.keys(SCHEME_TOKENS) as Array<keyof typeof SCHEME_TOKENS>).find(named)
  return scheme ? SCHEME_TOKENS[scheme] : 'current'
}

export const contractPath = (service: ServiceName | 'components'): string =>
  fileURLToPath(new URL(`./${service}.yaml`, import.meta.url))

export function readContract(service: ServiceName): ContractDocument {
  return parse(readFileSync(contractPath(service), 'utf8')) as ContractDocument
}

export function listOperations(service: ServiceName): ContractOperation[] {
  const doc = readContract(service)
  const operations: ContractOperation[] = []
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method]
      if (!op) continue
      const security = op.security ?? doc.security ?? []
      operations.push({
        service,
        base: baseOf(service),
        operationId: op.operationId,
        method,
        path,
        secured: security.length > 0,
        token: tokenOf(security),
        persona: op['x-sandbox-persona'] ?? doc['x-sandbox-persona'] ?? 'outpatient',
        tags: op.tags ?? [],
        proposal: op['x-proposal'] === true,
        isQuery: op['x-query'] === true,
      })
    }
  }
  return operations
}

export const listAllOperations = (): ContractOperation[] => SERVICES.flatMap(listOperations)
