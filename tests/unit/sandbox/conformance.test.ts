import { describe, expect, it } from 'vitest'
import { SERVICES, listAllOperations, type ServiceName } from '../../../contracts/read-contracts'
import { SANDBOX_OPERATIONS } from '../../../mocks/handlers'
import { PERSONAS, type PersonaId } from '../../../mocks/seed/personas'
import { getApiConfig, isApiError } from '@/api/http'
import { resolveUrl } from '@/api/http/api-config'
import { callWithExample, responseSchema } from '../../support/client'
import { contractExamples, type OperationExample } from '../../support/contract-examples'
import { signInAs, withSandbox } from '../../support/use-sandbox'

withSandbox()

const examples = SERVICES.flatMap((service) => contractExamples(service))
const byId = new Map(examples.map((e) => [e.operation.operationId, e]))

const KOCES_ORDER = 'ORD202611230003'

/** The demo's pharmacy step (accepts and prices what was sent), through the control API. */
const PHARMACY_ACCEPTS = { control: '/__demo/scenarios/pharmacy' }

type Step = { operationId: string; body?: (example: unknown) => unknown } | { control: string }

/**
 * Some examples describe the second step of a flow: the steps before it run first, with their
 * own examples (the KOCES cancel runs its card flow with KOCES). The card processor's approvals of
 * the example orders are in the seeded world (mocks/seed/people/examples.ts).
 */
const PRECONDITIONS: Record<string, Step[]> = {
  // Cancelling and recording need the e-prescription sent first.
  changeRxStatus: [{ operationId: 'sendRxToPharmacy' }],
  submitPrescription: [{ operationId: 'sendRxToPharmacy' }],
  // The trace number and the payment need the pharmacy's charge, then (payment) the hospital's approval.
  saveRxTraceNo: [{ operationId: 'sendRxToPharmacy' }, PHARMACY_ACCEPTS],
  payRx: [
    { operationId: 'sendRxToPharmacy' },
    PHARMACY_ACCEPTS,
    {
      operationId: 'createPaymentHash',
      body: () => ({
        orderId: 'ORD20261123090000000001',
        patientNo: '10234567',
        amount: 2900,
        provider: 'KCP',
        rxId: 'RX202611230001',
      }),
    },
    {
      operationId: 'approveOrder',
      body: () => ({
        orderId: 'ORD20261123090000000001',
        provider: 'KCP',
        amount: 2900,
        approvalNo: '30091234',
        hash: 'fd06ad2b00e30fd8320ca5915ecc8876',
      }),
    },
  ],
  approveOrder: [{ operationId: 'createPaymentHash' }],
  fetchOrderStatus: [{ operationId: 'createPaymentHash' }],
  // 최지은 has her comprehensive checkup booked: booking again follows her cancelling it.
  createCheckupAppointment: [{ operationId: 'deleteCheckupAppointment' }],
  updatePaymentInfo: [{ operationId: 'createPaymentHash' }, { operationId: 'approveOrder' }],
  cancelKcpPayment: [{ operationId: 'createPaymentHash' }, { operationId: 'approveOrder' }],
  // The interim bill of 박영수's stay, paid by card (his own order, for what is due).
  payInterimBill: [
    {
      operationId: 'createPaymentHash',
      body: () => ({ orderId: 'ORD202611230002', patientNo: '10345678', amount: 349600, provider: 'KCP' }),
    },
    {
      operationId: 'approveOrder',
      body: () => ({
        orderId: 'ORD202611230002',
        provider: 'KCP',
        amount: 349600,
        approvalNo: '30098766',
        hash: '2d9c7af43f22ae2b6376287ab5fb4651',
      }),
    },
  ],
  cancelKocesPayment: [
    // Its own order, which KOCES approved (the example orders' approvals are seeded).
    { operationId: 'createPaymentHash', body: (b) => ({ ...(b as object), orderId: KOCES_ORDER, provider: 'KOCES' }) },
    {
      operationId: 'approveOrder',
      body: (b) => ({
        ...(b as object),
        orderId: KOCES_ORDER,
        provider: 'KOCES',
        approvalNo: '30098767',
        hash: '2a3cf57c20745bd5448bea3e8f583737',
      }),
    },
  ],
}

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
