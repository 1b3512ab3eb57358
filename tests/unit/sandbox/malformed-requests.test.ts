/**
 * Requests the contracts do not allow, through msw in Node (as the demo, the stories and the
 * tests meet the sandbox): each answers a 4xx ErrorResponse with a code and a Korean reason,
 * never a 500. The same requests over real HTTP: mock-server.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { DEMO_DEVICE_ID } from '../../../mocks/seed/constants'
import { SERVICES } from '../../../contracts/read-contracts'
import { contractExamples } from '../../support/contract-examples'
import { exampleRequest, expectRefusal, operationPath, sendRaw } from '../../support/raw-request'
import { withSandbox } from '../../support/use-sandbox'

withSandbox()

const ORIGIN = 'http://localhost'
const examples = SERVICES.flatMap((service) => contractExamples(service))
const withBody = examples.filter((e) => e.body !== undefined)
const withPathParams = examples.filter((e) => e.pathArgs.length > 0)

const NOT_AN_OBJECT = ['null', '[]', '"text"', '42', 'true', '', '{"unterminated": ']

describe('a body that is not the contract’s object answers 400 with a reason', () => {
  it.each(withBody.map((e) => [e.operation.operationId, e] as const))('%s', async (_, example) => {
    for (const body of NOT_AN_OBJECT) {
      const response = await sendRaw(ORIGIN, exampleRequest(example, { body }))
      expectRefusal(response.status, await response.json(), `body ${JSON.stringify(body)}`)
      expect(response.status).toBe(400)
    }
  })
})

describe('a path parameter is decoded once (msw already decodes): %25 is a “%”, refused with a reason', () => {
  it.each(withPathParams.map((e) => [e.operation.operationId, e] as const))('%s', async (_, example) => {
    for (let i = 0; i < example.pathArgs.length; i++) {
      const pathArgs = example.pathArgs.map((arg, j) => (i === j ? '%' : arg))
      const response = await sendRaw(ORIGIN, exampleRequest(example, { path: operationPath(example, pathArgs) }))
      expectRefusal(response.status, await response.json(), `path parameter ${i + 1} as %25`)
    }
  })

  it('a push token named %41 is deleted by /api/users/push/%2541, not taken for “A”', async () => {
    const auth = { Authorization: 'Bearer sandbox-token-U1001', 'Content-Type': 'application/json' }
    // Registered from the device the persona's sign-in was made on (the demo's phone).
    const register = { fcmToken: '%41', os: 'ANDROID', deviceId: DEMO_DEVICE_ID }
    const registered = await sendRaw(ORIGIN, {
      method: 'POST',
      path: '/api/users/push',
      headers: auth,
      body: JSON.stringify(register),
    })
    expect(registered.status).toBe(200)
    const deleted = await sendRaw(ORIGIN, { method: 'DELETE', path: '/api/users/push/%2541', headers: auth })
    expect(deleted.status).toBe(200)
  })
})

describe('a method the path does not have answers 405 with an Allow header and a reason', () => {
  const paths = new Map<string, { example: (typeof examples)[number]; methods: string[] }>()
  for (const example of examples) {
    const key = `${example.operation.base} ${example.operation.path}`
    const entry = paths.get(key) ?? { example, methods: [] }
    entry.methods.push(example.operation.method.toUpperCase())
    paths.set(key, entry)
  }
  it.each([...paths.entries()])('%s', async (_, { example, methods }) => {
    const wrong = ['PATCH', 'PUT', 'DELETE', 'POST', 'GET'].find((m) => !methods.includes(m))!
    const response = await sendRaw(ORIGIN, exampleRequest(example, { method: wrong }))
    expectRefusal(response.status, await response.json(), `${wrong} ${example.operation.path}`)
    expect(response.status).toBe(405)
    const allow = (response.headers.get('Allow') ?? '').split(/,\s*/)
    expect(allow).toEqual(expect.arrayContaining(methods))
    expect(allow).not.toContain(wrong)
  })
})
