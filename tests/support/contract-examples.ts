import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { contractPath, listOperations, type ContractOperation, type ServiceName } from '../../contracts/read-contracts'

interface Parameter {
  name: string
  in: 'path' | 'query' | 'header'
  example?: unknown
  $ref?: string
}
type Doc = Record<string, unknown>

const documents = new Map<string, Doc>()
function document(file: string): Doc {
  if (!documents.has(file)) documents.set(file, parse(readFileSync(contractPath(file as ServiceName), 'utf8')) as Doc)
  return documents.get(file)!
}

/** Follows a `$ref` (same file or ./components.yaml) to what it points at. */
function resolve<T>(value: T & { $ref?: string }, file: string): T {
  if (!value.$ref) return value
  const [target, pointer = ''] = value.$ref.split('#')
  const doc = document(target ? target.replace('./', '').replace('.yaml', '') : file)
  return pointer
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], doc) as T
}

export interface OperationExample {
  operation: ContractOperation
  /** Path parameter values in the order of the path template. */
  pathArgs: unknown[]
  query: Record<string, unknown> | undefined
  body: unknown
  /** Documented response statuses. */
  statuses: number[]
}

/** Every operation of a service with the example values its contract gives. */
export function contractExamples(service: ServiceName): OperationExample[] {
  const doc = document(service) as { paths: Record<string, Record<string, Record<string, unknown>>> }
  return listOperations(service).map((operation) => {
    const op = doc.paths[operation.path]![operation.method]! as {
      parameters?: Parameter[]
      requestBody?: { content: Record<string, { example?: unknown }> }
      responses: Record<string, unknown>
    }
    const params = (op.parameters ?? []).map((p) => resolve(p, service))
    const pathNames = [...operation.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])
    const pathArgs = pathNames.map((name) => params.find((p) => p.in === 'path' && p.name === name)?.example)
    const queryParams = params.filter((p) => p.in === 'query')
    const query = queryParams.length ? Object.fromEntries(queryParams.map((p) => [p.name, p.example])) : undefined
    const body = op.requestBody ? Object.values(op.requestBody.content)[0]?.example : undefined
    return { operation, pathArgs, query, body, statuses: Object.keys(op.responses).map(Number) }
  })
}
