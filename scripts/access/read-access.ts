/**
 * Reads every operation's `x-access` rule (contracts/access.ts says what its words mean) beside
 * the fields the operation's request names: its path, query and header parameters and its JSON
 * body's top-level properties. The lint, the generated table and the authorization matrix all
 * read the contracts through here.
 */
import {
  DEFAULT_REFUSAL,
  type AccessLimit,
  type AccessObject,
  type AccessRule,
  type ObjectIdField,
} from '../../contracts/access'
import { listAllOperations, type ContractOperation } from '../../contracts/read-contracts'
import { contractDocument, deref } from '../../tests/support/contract-documents'

export type FieldPlace = 'path' | 'query' | 'header' | 'body'

/** An operation's `x-access` as written (before any check). */
export interface WrittenAccess {
  caller?: unknown
  objects?: Record<string, unknown>
  refusal?: unknown
  limits?: unknown
}

export interface OperationAccess {
  operation: ContractOperation
  written: WrittenAccess | undefined
  /** Every field the request names, and where. */
  fields: Map<string, FieldPlace>
  /** The ErrorResponse codes the operation's answers list, by code: the status that carries it. */
  codes: Map<string, number>
  /** The security schemes of its first requirement. */
  schemes: string[]
}

interface SchemaNode {
  properties?: Record<string, unknown>
  allOf?: SchemaNode[]
  oneOf?: SchemaNode[]
  anyOf?: SchemaNode[]
}

/** Top-level property names of a body schema (through allOf / oneOf / anyOf). */
function propertyNames(schema: SchemaNode | undefined): string[] {
  if (!schema) return []
  return [
    ...Object.keys(schema.properties ?? {}),
    ...[...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].flatMap(propertyNames),
  ]
}

interface OperationNode {
  'x-access'?: WrittenAccess
  security?: Array<Record<string, unknown>>
  parameters?: Array<{ name: string; in: string }>
  requestBody?: { content?: Record<string, { schema?: SchemaNode }> }
  responses?: Record<string, { content?: Record<string, { examples?: Record<string, { value?: { code?: string } }> }> }>
}

export function operationAccess(operation: ContractOperation): OperationAccess {
  const doc = contractDocument(operation.service) as {
    security?: Array<Record<string, unknown>>
    paths: Record<string, Record<string, unknown>>
  }
  const item = doc.paths[operation.path]!
  const op = deref(item[operation.method], operation.service) as OperationNode
  const shared = deref(item.parameters ?? [], operation.service) as OperationNode['parameters']
  const fields = new Map<string, FieldPlace>()
  for (const p of [...(shared ?? []), ...(op.parameters ?? [])]) {
    if (p.in === 'path' || p.in === 'query' || p.in === 'header') fields.set(p.name, p.in)
  }
  for (const media of Object.values(op.requestBody?.content ?? {})) {
    for (const name of propertyNames(media.schema)) fields.set(name, 'body')
  }
  const codes = new Map<string, number>()
  for (const [status, answer] of Object.entries(op.responses ?? {})) {
    for (const media of Object.values(answer.content ?? {})) {
      for (const example of Object.values(media.examples ?? {})) {
        if (example.value?.code) codes.set(example.value.code, Number(status))
      }
    }
  }
  const requirement = (op.security ?? doc.security ?? [])[0] ?? {}
  return { operation, written: op['x-access'], fields, codes, schemes: Object.keys(requirement) }
}

export const allOperationAccess = (): OperationAccess[] => listAllOperations().map(operationAccess)

/**
 * The rule as the sandbox enforces it: each object with the place it is named in, the refusal
 * with its status (from the operation's own answers). Call only on rules the lint accepts.
 */
export function accessRule(access: OperationAccess): AccessRule {
  const written = access.written!
  const code = typeof written.refusal === 'string' ? written.refusal : DEFAULT_REFUSAL
  const objects: AccessRule['objects'] = {}
  for (const [name, relation] of Object.entries(written.objects ?? {})) {
    objects[name as ObjectIdField] = { in: access.fields.get(name), relation } as AccessObject
  }
  return {
    caller: written.caller as AccessRule['caller'],
    objects,
    refusal: { status: access.codes.get(code) ?? 404, code },
    limits: (written.limits ?? []) as AccessLimit[],
  }
}
