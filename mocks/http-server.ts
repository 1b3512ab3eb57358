/**
 * The sandbox over plain HTTP (node:http): what `npm run mock:server` runs, and what the tests
 * start on a free port to check what fuzzers and other teams' tools meet. Both bases are served
 * from one origin: the hospital API at /, the e-prescription service at /rx.
 *
 * Whatever arrives gets an answer the contracts describe: a known path with another method 405
 * (with `Allow`), an unknown path 404, a request HTTP cannot carry to the handlers (TRACE, dot
 * segments, an oversized request line or body, broken HTTP) 400; each with an ErrorResponse.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse } from 'msw'
import type { BaseName } from '../contracts/read-contracts'
import { controlHandlers } from './control/handlers'
import { createHandlers, SANDBOX_OPERATIONS } from './handlers'
import { matches, methodNotAllowed } from './handlers/lib/method-not-allowed'
import { REASONS, type RefusalCode } from './handlers/lib/refusal'
import { resetSandbox, sandbox } from './node'
import { ANY_OPERATION, faultFor } from './runtime/faults'

// Any host: the emulator reaches this machine as 10.0.2.2, phones by its LAN address.
const handlers = [...createHandlers({ main: '*', rx: '*/rx' }), ...controlHandlers('*', { reset: resetSandbox })]

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
  'Access-Control-Max-Age': '600',
}
const JSON_TYPE = 'application/json; charset=utf-8'
/** Bodies above this are refused before they are read to the end. */
const MAX_BODY_BYTES = 1024 * 1024
/** Methods the Fetch API refuses to build a Request with, so msw never sees them. */
const UNFETCHABLE_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK'])
/** `.` or `..` as a path segment, written plainly or percent-encoded. */
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i

const errorBody = (status: number, code: RefusalCode, path = '') =>
  JSON.stringify({ status, code, reason: REASONS[code], timestamp: sandbox.clock.nowIso(), path })

class Refused extends Error {
  constructor(
    readonly status: number,
    readonly code: RefusalCode,
  ) {
    super(code)
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer<ArrayBuffer>> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > MAX_BODY_BYTES) throw new Refused(400, 'INVALID_REQUEST')
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

async function toRequest(req: IncomingMessage, url: URL): Promise<Request> {
  const body = await readBody(req)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value)
  }
  const method = req.method ?? 'GET'
  const hasBody = body.length > 0 && method !== 'GET' && method !== 'HEAD'
  return new Request(url, { method, headers, ...(hasBody ? { body } : {}) })
}

/** The base a path belongs to and the path within it. */
function routeOf(pathname: string): { base: BaseName; path: string } {
  return pathname.startsWith('/rx/') ? { base: 'rx', path: pathname.slice(3) } : { base: 'main', path: pathname }
}

/** The operation a request (or, for a preflight, the request it asks about) is addressed to. */
function operationIdOf(req: IncomingMessage): string {
  const method = (req.method === 'OPTIONS' ? req.headers['access-control-request-method'] : req.method) ?? ''
  const { base, path } = routeOf(new URL(req.url ?? '/', 'http://localhost').pathname)
  const found = SANDBOX_OPERATIONS.find(
    (op) => op.base === base && op.method === method.toLowerCase() && matches(op.path, path),
  )
  return found?.operationId ?? ANY_OPERATION
}

/** The CORS headers that let any origin in, unless an injected fault takes them away. */
function corsHeaders(req: IncomingMessage): Record<string, string> {
  if (faultFor(sandbox.faults, operationIdOf(req))?.cors === false) return {}
  return { ...CORS_HEADERS, 'Access-Control-Allow-Origin': req.headers.origin ?? '*', Vary: 'Origin' }
}

async function answer(req: IncomingMessage): Promise<Response> {
  const rawPath = (req.url ?? '/').split('?')[0] ?? '/'
  if (DOT_SEGMENT.test(rawPath)) throw new Refused(400, 'INVALID_REQUEST')
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`)
  if (UNFETCHABLE_METHODS.has(req.method ?? '')) {
    const { base, path } = routeOf(url.pathname)
    const refusal = methodNotAllowed(SANDBOX_OPERATIONS, base, path, url.pathname)
    if (refusal) return refusal
    throw new Refused(404, 'UNKNOWN_PATH')
  }
  const response = await getResponse(handlers, await toRequest(req, url))
  if (!response) throw new Refused(404, 'UNKNOWN_PATH')
  return response
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const cors = corsHeaders(req)
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end()
    return
  }
  let response: Response
  try {
    response = await answer(req)
  } catch (error) {
    if (!(error instanceof Refused)) throw error
    res
      .writeHead(error.status, { ...cors, 'Content-Type': JSON_TYPE, Connection: 'close' })
      .end(errorBody(error.status, error.code, (req.url ?? '').split('?')[0]))
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

/** An answer written straight to the socket, for requests Node refuses before any handler. */
function rawAnswer(status: number, code: RefusalCode): string {
  const body = errorBody(status, code)
  return [
    `HTTP/1.1 ${status} ${status === 400 ? 'Bad Request' : 'Error'}`,
    `Content-Type: ${JSON_TYPE}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n')
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
      console.error('mock server: no answer for', req.method, req.url, error)
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': JSON_TYPE })
      res.end(errorBody(500, 'SERVER_ERROR'))
    })
  })
  // Broken HTTP or a request line and headers beyond Node's limit (which would answer a bare 431).
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end(rawAnswer(400, 'INVALID_REQUEST'))
  })
  server.on('connect', (_req, socket) => socket.end(rawAnswer(400, 'INVALID_REQUEST')))
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
