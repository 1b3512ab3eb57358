/**
 * The standalone mock API on a shared network: it listens on loopback unless asked,
 * lets only local pages read its answers unless told otherwise, asks for a secret for its control
 * API (which hands out persona tokens) once it listens beyond loopback, and never holds a
 * request open for ever.
 */
import { connect } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { toFault } from '../../../mocks/control/handlers'
import { startMockServer, type MockServer } from '../../../mocks/http-server'
import { MAX_INJECTED_DELAY_MS } from '../../../mocks/runtime/faults'

let server: MockServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

/** A GET with the request target written as given (fetch would normalise it). */
function rawGet(port: number, target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.end(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    )
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
  })
}

const at = (path: string) => new URL(path, server!.url.replace('localhost', '127.0.0.1')).toString()

describe('the standalone mock API', () => {
  it('listens on loopback by default', async () => {
    server = await startMockServer(0)
    expect(server.address.address).toBe('127.0.0.1')
  })

  it('lets pages served from this machine read its answers, and no other origin', async () => {
    server = await startMockServer(0)
    const local = await fetch(at('/api/hospital/department'), { headers: { Origin: 'http://localhost:5173' } })
    expect(local.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    const hostile = await fetch(at('/api/hospital/department'), { headers: { Origin: 'https://evil.example' } })
    expect(hostile.headers.get('access-control-allow-origin')).toBeNull()
    const preflight = await fetch(at('/api/common/carInfo'), {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'PUT' },
    })
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull()
  })

  it('lets in the origins it is told, or every origin when asked', async () => {
    server = await startMockServer(0, { allowedOrigins: ['https://app.hospital.example'] })
    const listed = await fetch(at('/api/hospital/department'), { headers: { Origin: 'https://app.hospital.example' } })
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://app.hospital.example')
    const local = await fetch(at('/api/hospital/department'), { headers: { Origin: 'http://localhost:5173' } })
    expect(local.headers.get('access-control-allow-origin')).toBeNull()
    await server.close()
    server = await startMockServer(0, { allowedOrigins: '*' })
    const any = await fetch(at('/api/hospital/department'), { headers: { Origin: 'https://anyone.example' } })
    expect(any.headers.get('access-control-allow-origin')).toBe('https://anyone.example')
  })

  it('refuses to listen beyond loopback without a secret for its control API', async () => {
    await expect(startMockServer(0, { host: '0.0.0.0' })).rejects.toThrow(/DEMO_SECRET/)
  })

  it('beyond loopback, hands out persona tokens only with the secret', async () => {
    server = await startMockServer(0, { host: '0.0.0.0', controlSecret: 'shared-secret-for-the-lan' })
    const without = await fetch(at('/__demo/personas'))
    expect(without.status).toBe(401)
    expect(await without.text()).not.toMatch(/"token"/)
    const wrong = await fetch(at('/__demo/personas'), { headers: { 'X-Demo-Secret': 'guess' } })
    expect(wrong.status).toBe(401)
    const right = await fetch(at('/__demo/personas'), { headers: { 'X-Demo-Secret': 'shared-secret-for-the-lan' } })
    expect(right.status).toBe(200)
    expect(((await right.json()) as Array<{ token: string }>)[0]?.token).toBeTruthy()
    // The API itself needs no secret (its own credentials apply).
    expect((await fetch(at('/api/hospital/department'))).status).toBe(200)
  })

  it('asks for the secret however the path to the control API is written', async () => {
    server = await startMockServer(0, { host: '0.0.0.0', controlSecret: 'shared-secret-for-the-lan' })
    const { port } = server.address
    // `//__demo/personas` reads as a host to a URL parser; an absolute-form target names a host.
    for (const target of ['//__demo/personas', '///__demo/personas', `http://127.0.0.1:${port}/__demo/personas`]) {
      const answer = await rawGet(port, target)
      expect(answer, target).not.toMatch(/^HTTP\/1\.1 200/)
      expect(answer, target).not.toContain('sandbox-token-')
    }
  })

  it('caps an injected delay', () => {
    expect(toFault({ latencyMs: 24 * 60 * 60 * 1000 }).latencyMs).toBe(MAX_INJECTED_DELAY_MS)
    expect(toFault({ latencyMs: 1500 }).latencyMs).toBe(1500)
  })
})
