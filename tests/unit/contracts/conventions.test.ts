/**
 * What every contract operation must state (README, "Adding an endpoint"), checked on the YAML:
 * a Korean description; a limit on every text (maxLength, or a pattern, enum or format) and a
 * maximum on every number; the token's 401 and 403 where the call is secured; and on every 4xx
 * answer the `code`s it may carry, as ErrorResponse examples from components.yaml that say what
 * the sandbox says (the same status and reason as mocks/handlers/lib/refusal.ts).
 */
import { describe, expect, it } from 'vitest'
import { listAllOperations, SERVICES } from '../../../contracts/read-contracts'
import { REASONS } from '../../../mocks/handlers/lib/refusal'
import { contractDocument, deref, type ContractFile } from '../../support/contract-documents'

type Node = Record<string, unknown>
const FILES: ContractFile[] = [...SERVICES, 'components']
const KOREAN = /[가-힣]/
/** Words of the sandbox that are not error codes: arrival check-in answers them in a 200's failMessage. */
const NOT_ERROR_CODES = new Set([
  'ALREADY_ARRIVED',
  'ARRIVAL_NOT_TODAY',
  'RECEPTION_CHANGED',
  'UNKNOWN_PATH',
  'INJECTED_FAULT',
])

/** Every schema node of a file with where it is, examples left out. */
function schemasOf(file: ContractFile): Array<{ where: string; schema: Node }> {
  const found: Array<{ where: string; schema: Node }> = []
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${where}[${i}]`))
    if (!node || typeof node !== 'object') return
    const record = node as Node
    if (typeof record.type === 'string') found.push({ where, schema: record })
    for (const [key, value] of Object.entries(record)) {
      if (key !== 'example' && key !== 'examples') walk(value, `${where}.${key}`)
    }
  }
  walk(contractDocument(file), file)
  return found
}

const operations = listAllOperations().map((operation) => {
  const doc = contractDocument(operation.service) as { paths: Record<string, Record<string, Node>> }
  const raw = doc.paths[operation.path]![operation.method]!
  return { operation, raw, resolved: deref(raw, operation.service) as Node }
})
const componentExamples = (contractDocument('components') as { components: { examples: Record<string, Node> } })
  .components.examples

describe('every operation states what it does', () => {
  it.each(operations.map((o) => [o.operation.operationId, o.raw] as const))('%s has a Korean description', (_, raw) => {
    expect(raw.description, 'description').toMatch(KOREAN)
  })
})

describe('every limit is in the contract', () => {
  const schemas = FILES.flatMap(schemasOf)
  it('every text has a maxLength (or a pattern, enum, const or format)', () => {
    const open = schemas.filter(
      ({ schema }) =>
        schema.type === 'string' &&
        ['maxLength', 'pattern', 'enum', 'const', 'format'].every((limit) => schema[limit] === undefined),
    )
    expect(open.map((s) => s.where)).toEqual([])
  })

  it('every number has a maximum (or an enum)', () => {
    const open = schemas.filter(
      ({ schema }) =>
        (schema.type === 'integer' || schema.type === 'number') &&
        schema.maximum === undefined &&
        schema.enum === undefined,
    )
    expect(open.map((s) => s.where)).toEqual([])
  })
})

describe('every refusal is in the contract, with its code', () => {
  it.each(operations.map((o) => [o.operation.operationId, o] as const))('%s', (_, { operation, resolved }) => {
    const responses = resolved.responses as Record<string, Node>
    const statuses = Object.keys(responses)
    if (operation.secured) expect(statuses).toEqual(expect.arrayContaining(['401', '403']))
    for (const status of statuses.filter((s) => s.startsWith('4'))) {
      const response = responses[status]!
      const media = (response.content as Record<string, Node> | undefined)?.['application/json']
      expect(media, `${status}: an application/json ErrorResponse`).toBeDefined()
      expect((media!.schema as Node).required, `${status}: the ErrorResponse schema`).toEqual([
        'status',
        'reason',
        'timestamp',
      ])
      const examples = Object.entries((media!.examples ?? {}) as Record<string, { value: Node }>)
      expect(examples.length, `${status}: its codes as examples`).toBeGreaterThan(0)
      for (const [name, { value }] of examples) {
        expect(value.code, `${status} example ${name}`).toBe(name)
        expect(value.status, `${status} example ${name}: status`).toBe(Number(status))
        expect(response.description, `${status}: the description names ${name}`).toContain(name)
      }
    }
  })
})

describe('the contracts and the sandbox have the same codes', () => {
  it('each example of components.yaml says what the sandbox says (mocks/handlers/lib/refusal.ts)', () => {
    for (const [code, example] of Object.entries(componentExamples)) {
      const value = example.value as Node
      expect(code in REASONS, `${code} is a sandbox code`).toBe(true)
      expect(value.code).toBe(code)
      expect(value.reason, code).toBe(REASONS[code as keyof typeof REASONS])
    }
  })

  it('every error code of the sandbox is documented in components.yaml', () => {
    const undocumented = Object.keys(REASONS).filter((code) => !NOT_ERROR_CODES.has(code) && !componentExamples[code])
    expect(undocumented).toEqual([])
  })
})
