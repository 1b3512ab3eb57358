import { describe, expect, it } from 'vitest'
import { getApiConfig, isApiError } from '@/api/http'
import { resolveUrl } from '@/api/http/api-config'
import { SERVICES, listAllOperations, type ServiceName } from '../../../contracts/read-contracts'
import { SANDBOX_OPERATIONS } from '../../../mocks/handlers'
import { PERSONAS, type PersonaId } from '../../../mocks/seed/personas'
import { callWithExample, responseSchema } from '../../support/client'
import { contractExamples, type OperationExample } from '../../support/contract-examples'
import { PRECONDITIONS } from '../../support/example-preconditions'
import { signInAs, withSandbox } from '../../support/use-sandbox'

withSandbox()

const examples = SERVICES.flatMap((service) => contractExamples(service))
const byId = new Map(examples.map((e) => [e.operation.operationId, e]))

/** A control API call (the demo's scenario steps), as the demo panel makes it. */
async function controlCall(path: string): Promise<void> {
  const response = await fetch(resolveUrl(getApiConfig().mainBaseUrl, path), { method: 'POST' })
  expect(response.status, path).toBe(200)
}

describe('every contract operation has a sandbox handler, and every handler a contract operation', () => {
  const contract = listAllOperations()

  it('the two lists are the same operations', () => {
    expect(SANDBOX_OPERATIONS.map((op) => op.operationId).sort()).toEqual(contract.map((op) => op.operationId).sort())
  })

  it.each(contract.map((op) => [op.operationId, op] as const))('%s: same method, path, base and security', (_, op) => {
    const handler = SANDBOX_OPERATIONS.find((h) => h.operationId === op.operationId)
    expect(handler).toMatchObject({ method: op.method, path: op.path, base: op.base, auth: op.secured })
  })
})

async function expectConformingAnswer(example: OperationExample, answer: unknown): Promise<void> {
  const { service, operationId } = example.operation
  if (answer instanceof Blob) {
    expect(answer.type).toBe('application/pdf')
    expect(new TextDecoder().decode(await answer.slice(0, 5).arrayBuffer())).toBe('%PDF-')
    return
  }
  const schema = responseSchema(service, operationId)
  expect(schema, `${operationId} has a response schema`).toBeDefined()
  const result = schema!.safeParse(answer)
  expect(result.success, JSON.stringify(result.error)).toBe(true)
}

describe.each(SERVICES)('the %s contract examples answer 200 for their persona', (service: ServiceName) => {
  const cases = examples.filter((e) => e.operation.service === service)
  it.each(cases.map((e) => [`${e.operation.operationId} as ${e.operation.persona}`, e] as const))(
    '%s',
    async (_, example) => {
      signInAs(example.operation.persona as PersonaId)
      for (const step of PRECONDITIONS[example.operation.operationId] ?? []) {
        if ('control' in step) {
          await controlCall(step.control)
          continue
        }
        const before = byId.get(step.operationId)!
        await callWithExample(before, step.body ? { body: step.body(before.body) } : {})
      }
      const answer = await callWithExample(example)
      await expectConformingAnswer(example, answer)
    },
  )
})

describe('read calls answer every persona within the contract', () => {
  const reads = examples.filter((e) => e.operation.method === 'get' && e.operation.secured && e.pathArgs.length === 0)
  const cases = reads.flatMap((e) => PERSONAS.map((p) => [`${e.operation.operationId} as ${p.id}`, e, p.id] as const))
  it.each(cases)('%s', async (_, example, personaId) => {
    signInAs(personaId)
    try {
      await expectConformingAnswer(example, await callWithExample(example))
    } catch (error) {
      if (!isApiError(error)) throw error
      // A refusal is fine when the contract documents it (no patient number yet: 400).
      expect(example.statuses, error.message).toContain(error.status)
      expect(error.reason).toBeTruthy()
    }
  })
})
