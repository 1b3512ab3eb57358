/**
 * The standalone mock API over real HTTP (`npm run mock:server`), started on a free port: what
 * fuzzers and the other teams' tools meet. Raw requests (node:http) so that methods fetch
 * refuses to send (TRACE) and paths it would normalise (`..`) reach the server as written.
 */
import { request } from 'node:http'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { listAllOperations, SERVICES } from '../../../contracts/read-contracts'
import { startMockServer, type MockServer } from '../../../mocks/http-server'
import { resetSandbox } from '../../../mocks/node'
import { onWorldChange } from '../../../mocks/runtime/sandbox'
import { contractExamples } from '../../support/contract-examples'
import { answerProblem } from '../../support/contract-fuzz/answer-check'
import { operationSpec } from '../../support/contract-fuzz/operation-spec'
import { allowedMethods, requestCases } from '../../support/contract-fuzz/request-cases'
import { exampleRequest, expectRefusal, operationPath, sendRaw, type RawRequest } from '../../support/raw-request'

let server: MockServer
beforeAll(async () => {
  server = await startMockServer(0)
})
afterAll(() => server.close())

interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
}

function send(raw: RawRequest): Promise<RawAnswer> {
  const { port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const req = request(
      { host: 'localhost', port, method: raw.method, path: raw.path, headers: raw.headers },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        )
      },
    )
    req.on('error', reject)
    req.end(raw.body)
  })
}

const json = (answer: RawAnswer): unknown => JSON.parse(answer.text || 'null')
const examples = SERVICES.flatMap((service) => contractExamples(service))
const example = (operationId: string) => examples.find((e) => e.operation.operationId === operationId)!

describe('the standalone mock API answers what the contracts do not allow with a 4xx and a reason', () => {
  it('answers a contract example as the sandbox does', async () => {
    const answer = await send(exampleRequest(example('fetchCarInfo')))
    expect(answer.status).toBe(200)
    expect(json(answer)).toMatchObject({ cars: [{ carNumber: '12가3456' }] })
  })

  it('TRACE on a known path: 405 with Allow', async () => {
    const answer = await send({ method: 'TRACE', path: '/api/common/carInfo', headers: {} })
    expectRefusal(answer.status, json(answer), 'TRACE')
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, PUT')
  })

  it('a method the path does not have: 405 with Allow', async () => {
    const answer = await send({ method: 'PATCH', path: '/api/common/carInfo', headers: {} })
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, PUT')
    expectRefusal(answer.status, json(answer), 'PATCH')
  })

  it('a JSON null, an array or no body: 400 on every operation that takes a body', async () => {
    for (const e of examples.filter((x) => x.body !== undefined)) {
      for (const body of ['null', '[]', '']) {
        const answer = await send(exampleRequest(e, { body }))
        expectRefusal(answer.status, json(answer), `${e.operation.operationId} body ${JSON.stringify(body)}`)
      }
    }
  })

  it('a path parameter %25, .., or 300 characters long: 4xx on every operation with path parameters', async () => {
    for (const e of examples.filter((x) => x.pathArgs.length > 0)) {
      for (const bad of ['%', 'x'.repeat(300)]) {
        const answer = await send(
          exampleRequest(e, {
            path: operationPath(
              e,
              e.pathArgs.map(() => bad),
            ),
          }),
        )
        expectRefusal(answer.status, json(answer), `${e.operation.operationId} with ${bad.slice(0, 5)}`)
      }
      const dots = operationPath(
        e,
        e.pathArgs.map(() => 'PLACEHOLDER'),
      ).replaceAll('PLACEHOLDER', '..')
      const answer = await send(exampleRequest(e, { path: dots }))
      expectRefusal(answer.status, json(answer), `${e.operation.operationId} with ..`)
    }
  })

  it('an unknown path: 404 with a reason', async () => {
    const answer = await send({ method: 'GET', path: '/api/nothing/here', headers: {} })
    expect(answer.status).toBe(404)
    expectRefusal(answer.status, json(answer), 'unknown path')
  })

  it('a request line longer than the server reads: 400 with a reason, not a bare 431', async () => {
    const answer = await send({ method: 'GET', path: `/users/patient/${'1'.repeat(20_000)}`, headers: {} })
    expect(answer.status).toBe(400)
    expectRefusal(answer.status, json(answer), 'long request line')
  })

  it('a CORS preflight is still answered', async () => {
    const answer = await send({
      method: 'OPTIONS',
      path: '/api/common/carInfo',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'PUT' },
    })
    expect(answer.status).toBe(204)
    expect(answer.headers['access-control-allow-origin']).toBe('http://localhost:5173')
  })

  it('answers the requests the conformance test generates as the contracts list them (every fourth one)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    let changed = false
    const stop = onWorldChange(() => (changed = true))
    const specs = listAllOperations().map(operationSpec)
    const problems: string[] = []
    for (const spec of specs) {
      if (changed) await resetSandbox()
      changed = false
      const allowed = allowedMethods(spec, specs)
      for (const request of requestCases(spec, specs).filter((_, i) => i % 4 === 0)) {
        const problem = await answerProblem(spec, request, await sendRaw(server.url, request.request), allowed)
        if (problem) problems.push(`${spec.operation.operationId} ${request.name} -> ${problem}`)
      }
    }
    stop()
    expect(problems).toEqual([])
  }, 30_000)
})

describe('faults that break the contracts, for the server verifier (PUT /__demo/faults/:operationId)', () => {
  const fault = (operationId: string, body: object) =>
    send({
      method: 'PUT',
      path: `/__demo/faults/${operationId}`,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
  afterEach(() => send({ method: 'DELETE', path: '/__demo/faults', headers: {} }))

  it('bodyFields: a 2xx answer with fields set to values the contract does not allow; refusals as they were', async () => {
    expect(
      (await fault('fetchCarInfo', { bodyFields: { 'cars.0.carNumber': 42, freeParkingHours: 'x' } })).status,
    ).toBe(200)
    const answer = await send(exampleRequest(example('fetchCarInfo')))
    expect(answer.status).toBe(200)
    expect(json(answer)).toMatchObject({ cars: [{ carNumber: 42, colNum: 1 }], freeParkingHours: 'x' })
    const refused = await send(exampleRequest(example('fetchCarInfo'), { headers: {} }))
    expectRefusal(refused.status, json(refused), 'no token')
  })

  it('cors: false takes the CORS headers from that call and its preflight only', async () => {
    await fault('fetchCarInfo', { cors: false })
    const preflight = (method: string) =>
      send({
        method: 'OPTIONS',
        path: '/api/common/carInfo',
        headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': method },
      })
    expect((await preflight('GET')).headers['access-control-allow-origin']).toBeUndefined()
    expect((await send(exampleRequest(example('fetchCarInfo')))).headers['access-control-allow-origin']).toBeUndefined()
    // updateCarInfo is the same path with PUT: its preflight still lets the app in.
    expect((await preflight('PUT')).headers['access-control-allow-origin']).toBe('http://localhost:5173')
    const other = await send({
      ...exampleRequest(example('fetchUserInfo')),
      headers: { Origin: 'http://localhost:5173' },
    })
    expect(other.headers['access-control-allow-origin']).toBe('http://localhost:5173')
  })
})
