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
import { accessHoles } from './runtime/access-holes'
import { ANY_OPERATION, faultFor } from './runtime/faults'

// Any host: the emulator reaches this machine as 10.0.2.2, phones by its LAN address.
const handlers = [...createHandlers({ main: '*', rx: '*/rx' }), ...controlHandlers('*', { reset: resetSandbox })]

const CORS_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  // X-Patient-Birth-Date: the proxy payer's second fact (fetchPatientSummary), kept out of URLs.
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, X-Patient-Birth-Date',
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
  // Where the request came from, as this server's socket saw it (limits count by it): never
  // what the client wrote, which it could change on every request.
  headers.set('X-Forwarded-For', req.socket.remoteAddress ?? 'unknown')
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

export interface MockServerOptions {
  /** The interface to listen on: loopback unless asked (a phone or emulator on the LAN). */
  host?: string
  /** Origins whose pages may read the answers: local pages by default, `'*'` only when asked. */
  allowedOrigins?: readonly string[] | '*'
  /**
   * The shared secret the control API (`/__demo`, which hands out persona tokens) asks for in
   * `X-Demo-Secret`; required when the server listens beyond loopback.
   */
  controlSecret?: string
  /**
   * Operations whose object checks are switched off (a hole re-opened on purpose, for the
   * authorization matrix to find): see mocks/runtime/access-holes.ts.
   */
  accessHoles?: readonly string[]
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1'])
/** A page served from this machine, on any port. */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/

function originAllowed(origin: string, allowed: MockServerOptions['allowedOrigins']): boolean {
  if (allowed === '*') return true
  return allowed ? allowed.includes(origin) : LOCAL_ORIGIN.test(origin)
}

/**
 * The CORS headers for an allowed origin (none for any other, so its page cannot read the
 * answers), unless an injected fault takes them away.
 */
function corsHeaders(req: IncomingMessage, options: MockServerOptions): Record<string, string> {
  if (faultFor(sandbox.faults, operationIdOf(req))?.cors === false) return {}
  const origin = req.headers.origin
  if (options.allowedOrigins === '*' && !origin) return { ...CORS_HEADERS, 'Access-Control-Allow-Origin': '*' }
  if (!origin || !originAllowed(origin, options.allowedOrigins)) return { Vary: 'Origin' }
  return { ...CORS_HEADERS, 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
}

const isControlPath = (path: string) => path === '/__demo' || path.startsWith('/__demo/')

/** An empty path segment (`//__demo`): no API path has one, and a URL parser reads `//x` as a host. */
const EMPTY_SEGMENT = /\/\//

async function answer(req: IncomingMessage, options: MockServerOptions): Promise<Response> {
  const target = req.url ?? '/'
  const rawPath = target.split('?')[0] ?? '/'
  // Only a path (origin form): an absolute URL or `//host/...` would reach the handlers under a
  // path other than the one the secret check looked at.
  if (!rawPath.startsWith('/') || EMPTY_SEGMENT.test(rawPath) || DOT_SEGMENT.test(rawPath)) {
    throw new Refused(400, 'INVALID_REQUEST')
  }
  // The check reads the path the handlers will match, after the same parsing.
  const parsedPath = new URL(target, 'http://localhost').pathname
  if (options.controlSecret && isControlPath(parsedPath) && req.headers['x-demo-secret'] !== options.controlSecret) {
    // Not an API answer (the control API is in no contract): said plainly, for a developer.
    return Response.json(
      { status: 401, code: 'CONTROL_SECRET_REQUIRED', reason: 'X-Demo-Secret is required for /__demo on this server.' },
      { status: 401 },
    )
  }
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

async function handle(req: IncomingMessage, res: ServerResponse, options: MockServerOptions): Promise<void> {
  const cors = corsHeaders(req, options)
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end()
    return
  }
  let response: Response
  try {
    response = await answer(req, options)
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
  /** Where it listens. */
  address: AddressInfo
  close(): Promise<void>
}

/**
 * Seeds the sandbox and serves it on `port` (0: any free port), on loopback unless `host` says
 * otherwise; beyond loopback the control API needs a secret.
 */
export async function startMockServer(port: number, options: MockServerOptions = {}): Promise<MockServer> {
  const host = options.host ?? '127.0.0.1'
  if (!LOOPBACK_HOSTS.has(host) && !options.controlSecret) {
    throw new Error(`mock server: listening on ${host} needs a control secret (DEMO_SECRET) for /__demo`)
  }
  await resetSandbox()
  accessHoles.clear()
  for (const operationId of options.accessHoles ?? []) {
    if (!SANDBOX_OPERATIONS.some((op) => op.operationId === operationId)) {
      throw new Error(`mock server: no operation ${operationId} to open a hole in`)
    }
    accessHoles.add(operationId)
  }
  const server = createServer((req, res) => {
    handle(req, res, options).catch((error: unknown) => {
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
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  return {
    url: `http://${LOOPBACK_HOSTS.has(host) ? 'localhost' : host}:${(server.address() as AddressInfo).port}`,
    address: server.address() as AddressInfo,
    close: () =>
      new Promise<void>((resolve, reject) => {
        accessHoles.clear()
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
