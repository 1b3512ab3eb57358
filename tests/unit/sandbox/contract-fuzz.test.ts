/**
 * The sandbox answers nothing the contract does not list. For every operation of every contract
 * (read from the YAML: nothing to maintain per operation) the test sends the contract's example,
 * that example broken one way at a time, the token missing or forged, the methods the path does
 * not have, and seeded random requests (tests/support/contract-fuzz), and checks each answer:
 * a status the operation lists, never a 5xx, a refusal for what the contract does not allow,
 * and a body that is the listed schema with a listed `code`.
 */
import { getResponse } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { listAllOperations } from '../../../contracts/read-contracts'
import { createHandlers } from '../../../mocks/handlers'
import { resetSandbox, TEST_BASES } from '../../../mocks/node'
import { onWorldChange } from '../../../mocks/runtime/sandbox'
import { answerProblem } from '../../support/contract-fuzz/answer-check'
import { operationSpec } from '../../support/contract-fuzz/operation-spec'
import { randomCases } from '../../support/contract-fuzz/random-requests'
import { allowedMethods, requestCases } from '../../support/contract-fuzz/request-cases'
import type { RawRequest } from '../../support/raw-request'

const ORIGIN = 'http://localhost'
/** Random requests per operation, on top of the generated ones. */
const RANDOM_RUNS = 5

const specs = listAllOperations().map(operationSpec)
// Straight to the sandbox's msw handlers (as the standalone server hands them requests): the
// same matching and resolvers as in the tests and the demo, without fetch interception, which
// makes the ~3,000 requests four times faster.
const handlers = createHandlers(TEST_BASES)

async function send({ method, path, headers, body }: RawRequest): Promise<Response> {
  const request = new Request(`${ORIGIN}${path}`, { method, headers, ...(body === undefined ? {} : { body }) })
  return (await getResponse(handlers, request)) ?? Response.json({ reason: 'no handler answered' }, { status: 599 })
}
// A fresh world only after something changed it (loading one takes ~25 ms; most calls only read).
let changed = true
const sent = { requests: 0, ms: 0 }

beforeAll(() => {
  // Thousands of refused requests: the sandbox's console note on each is not news here.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  onWorldChange(() => (changed = true))
})
beforeEach(async () => {
  if (!changed) return
  await resetSandbox()
  changed = false
})
afterAll(() => {
  console.info(`contract fuzz: ${sent.requests} requests to ${specs.length} operations in ${Math.round(sent.ms)} ms`)
})

describe('every answer to a request generated from the contract is one the contract lists', () => {
  it.each(specs.map((spec) => [spec.operation.operationId, spec] as const))('%s', async (_, spec) => {
    const started = performance.now()
    const allowed = allowedMethods(spec, specs)
    const cases = [...randomCases(spec, RANDOM_RUNS), ...requestCases(spec, specs)]
    const problems: string[] = []
    for (const request of cases) {
      const response = await send(request.request)
      const problem = await answerProblem(spec, request, response, allowed)
      if (problem) problems.push(`${request.name} -> ${problem}`)
    }
    sent.requests += cases.length
    sent.ms += performance.now() - started
    expect(problems).toEqual([])
  })
})
