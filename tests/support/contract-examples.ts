import { listOperations, type ContractOperation, type ServiceName } from '../../contracts/read-contracts'
import { contractDocument, resolveRef } from './contract-documents'

interface Parameter {
  name: string
  in: 'path' | 'query' | 'header'
  example?: unknown
  $ref?: string
}

export interface OperationExample {
  operation: ContractOperation
  /** Path parameter values in the order of the path template. */
  pathArgs: unknown[]
  query: Record<string, unknown> | undefined
  /** Header parameters (the proxy payer's X-Patient-Birth-Date). */
  headers: Record<string, string>
  body: unknown
  /** Documented response statuses. */
  statuses: number[]
}

/** Every operation of a service with the example values its contract gives. */
export function contractExamples(service: ServiceName): OperationExample[] {
  const doc = contractDocument(service) as { paths: Record<string, Record<string, Record<string, unknown>>> }
  return listOperations(service).map((operation) => {
    const op = doc.paths[operation.path]![operation.method]! as {
      parameters?: Parameter[]
      requestBody?: { content: Record<string, { example?: unknown }> }
      responses: Record<string, unknown>
    }
    const params = (op.parameters ?? []).map((p) => resolveRef(p, service))
    const pathNames = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
    const pathArgs = pathNames.map((name) => params.find((p) => p.in === 'path' && p.name === name)?.example)
    const queryParams = params.filter((p) => p.in === 'query')
    const query = queryParams.length ? Object.fromEntries(queryParams.map((p) => [p.name, p.example])) : undefined
    const headers = Object.fromEntries(params.filter((p) => p.in === 'header').map((p) => [p.name, String(p.example)]))
    const body = op.requestBody ? Object.values(op.requestBody.content)[0]?.example : undefined
    return { operation, pathArgs, query, headers, body, statuses: Object.keys(op.responses).map(Number) }
  })
}
