/**
 * The sandbox over plain HTTP (node:http): what `npm run mock:server` runs, and what the tests
 * start on a free port to check what fuzzers and other teams' tools meet. Both bases are served
 * from one origin: the hospital API at /, the e-prescription service at /rx.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse } from 'msw'
import { controlHandlers } from './control/handlers'
import { createHandlers } from './handlers'
import { resetSandbox, sandbox } from './node'

// Any host: the emulator reaches this machine as 10.0.2.2, phones by its LAN address.
const handlers = [...createHandlers({ main: '*', rx: '*/rx' }), ...controlHandlers('*', { reset: resetSandbox })]

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Max-Age': '600',
}

async function toRequest(req: IncomingMessage): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  const body = chunks.length && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`, {
    method: req.method ?? 'GET',
    headers,
    ...(body ? { body } : {}),
  })
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const origin = req.headers.origin ?? '*'
  const cors = { ...CORS_HEADERS, 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end()
    return
  }
  const request = await toRequest(req)
  const response = await getResponse(handlers, request)
  if (!response) {
    const reason = `no such operation: ${request.method} ${new URL(request.url).pathname}`
    res
      .writeHead(404, { ...cors, 'Content-Type': 'application/json; charset=utf-8' })
      .end(JSON.stringify({ status: 404, code: 'NOT_FOUND', reason, timestamp: sandbox.clock.nowIso() }))
    return
  }
  if (response.type === 'error') {
    req.socket.destroy() // an injected "no response" fault
    return
  }
  const headers: Record<string, string> = { ...cors }
  response.headers.forEach((value, name) => (headers[name] = value))
  res.writeHead(response.status, headers).end(Buffer.from(await response.arrayBuffer()))
}

export interface MockServer {
  /** http://localhost:<port> */
  url: string
  close(): Promise<void>
}

/** Seeds the sandbox and serves it on `port` (0: any free port). */
export async function startMockServer(port: number): Promise<MockServer> {
  await resetSandbox()
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error)
      res.writeHead(500).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(port, resolve))
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
