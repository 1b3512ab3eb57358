/**
 * One contract operation of the sandbox: what the real server would do for it. The definition
 * names the operationId, method and path exactly as the contract has them (the conformance test
 * compares), and takes its params, query, body and response types from the generated Zod
 * schemas. Around every resolver it behaves as a real server: faults first, then the bearer
 * token (401 when missing, 403 when invalid), then validation (400 with `reason`), then the
 * contract's access rule (whose data the request may touch: ./access.ts), then the resolver,
 * whose refusals become ErrorResponses.
 */
import { delay, HttpResponse, type PathParams } from 'msw'
import type { z } from 'zod'
import type { BaseName, HttpMethod } from '../../../contracts/read-contracts'
import { faultFor, MAX_INJECTED_DELAY_MS } from '../../runtime/faults'
import { sandbox, worldChanged } from '../../runtime/sandbox'
import { countRefusal, enforceAccess, type AccessRequest } from './access'
import { Refusal, REASONS, type RefusalCode } from './refusal'
import {
  authenticate,
  authenticateKiosk,
  authenticateRx,
  type Caller,
  type KioskCaller,
  type RxCaller,
} from './session'

/** A binary answer (the checkup report PDF). */
export class FileAnswer {
  constructor(
    readonly bytes: Uint8Array,
    readonly contentType: string,
  ) {}
}

interface Context<Params, Query, Body> {
  params: Params
  query: Query
  body: Body
  request: Request
}

/**
 * The credential an operation takes, as its contract's security says: `true` the hospital's
 * bearer token (bearerAuth, mainBearerAuth), `rx` the e-prescription service's token
 * (rxBearerAuth), `kiosk` a hospital kiosk's key (kioskAuth), `false` none.
 */
export type AuthKind = boolean | 'rx' | 'kiosk'

type CallerOf<Auth extends AuthKind> = Auth extends true
  ? { caller: Caller }
  : Auth extends 'rx'
    ? { caller: RxCaller }
    : Auth extends 'kiosk'
      ? { caller: KioskCaller }
      : { caller?: undefined }

type Resolver<Params, Query, Body, Result, Auth extends AuthKind> = (
  context: Context<Params, Query, Body> & CallerOf<Auth>,
) => Result | Promise<Result>

export interface OperationDefinition<
  Params,
  Query,
  Body,
  Response extends z.ZodType | undefined,
  Auth extends AuthKind,
> {
  operationId: string
  method: HttpMethod
  /** The contract's path, `{param}` style, letter for letter. */
  path: string
  base?: BaseName
  /** Must match the contract's security; the conformance test checks. */
  auth: Auth
  params?: z.ZodType<Params>
  query?: z.ZodType<Query>
  body?: z.ZodType<Body>
  /** The contract's 200 schema: the resolver must return its type. */
  response?: Response
  /**
   * Body fields whose value below the contract's `minimum` is refused with a code of its own
   * (listed on the operation's 400) instead of INVALID_REQUEST: a payment of 0 won is AMOUNT_ZERO.
   */
  belowMinimum?: Partial<Record<string, RefusalCode>>
  resolve: Resolver<Params, Query, Body, Response extends z.ZodType ? z.input<Response> | FileAnswer : FileAnswer, Auth>
}

export interface SandboxOperation {
  operationId: string
  method: HttpMethod
  path: string
  base: BaseName
  /** Secured (any credential), as the contract's security says. */
  auth: boolean
  credential: AuthKind
  /** The answer to a request routed to this operation (see ./router.ts), with its path params. */
  respond: (request: Request, params: PathParams) => Promise<Response>
}

export function operation<
  Params = Record<string, never>,
  Query = Record<string, never>,
  Body = undefined,
  Response extends z.ZodType | undefined = undefined,
  Auth extends AuthKind = boolean,
>(definition: OperationDefinition<Params, Query, Body, Response, Auth>): SandboxOperation {
  const base = definition.base ?? 'main'
  return {
    operationId: definition.operationId,
    method: definition.method,
    path: definition.path,
    base,
    auth: definition.auth !== false,
    credential: definition.auth,
    respond: (request, params) => answer(definition, request, params),
  }
}

export function errorResponse(
  status: number,
  code: string,
  reason: string,
  path = '',
  headers: Record<string, string> = {},
): Response {
  return HttpResponse.json({ status, code, reason, timestamp: sandbox.clock.nowIso(), path }, { status, headers })
}

/**
 * Changes run one at a time, as in a database transaction: two taps that arrive together are
 * seen in order, so the second finds what the first did.
 */
let writes: Promise<unknown> = Promise.resolve()
function serialized<T>(work: () => Promise<T>): Promise<T> {
  const run = writes.then(work, work)
  writes = run.catch(() => undefined)
  return run
}

async function answer<P, Q, B, R extends z.ZodType | undefined, A extends AuthKind>(
  definition: OperationDefinition<P, Q, B, R, A>,
  request: Request,
  rawParams: Record<string, string | readonly string[] | undefined>,
): Promise<Response> {
  const path = new URL(request.url).pathname
  const fault = faultFor(sandbox.faults, definition.operationId)
  // No answer: the request never arrived (network) or its answer never comes (hang: the
  // connection is held well past the app's timeout, then dropped).
  if (fault?.noResponse === 'hang') {
    await delay(MAX_INJECTED_DELAY_MS)
    return HttpResponse.error()
  }
  if (fault?.noResponse === 'network') return HttpResponse.error()
  const response = fault?.status
    ? errorResponse(fault.status, 'INJECTED_FAULT', fault.reason ?? REASONS.INJECTED_FAULT, path)
    : await serve(definition, request, rawParams, path)
  // A slow answer: the server has done its work (a booking is made) and the answer arrives late,
  // as on a bad connection, so an app that gave up must look up what happened.
  if (fault?.latencyMs) await delay(fault.latencyMs)
  return fault?.bodyFields ? withFields(response, fault.bodyFields) : response
}

/** A 2xx JSON answer with some fields set to other values: a server that breaks its contract. */
async function withFields(response: Response, fields: Record<string, unknown>): Promise<Response> {
  if (!response.ok || !response.headers.get('Content-Type')?.includes('json')) return response
  const body = (await response.json()) as unknown
  for (const [path, value] of Object.entries(fields)) {
    const keys = path.split('.')
    const last = keys.pop()!
    let at = body as Record<string, unknown> | undefined
    for (const key of keys) at = at?.[key] as Record<string, unknown> | undefined
    if (at && typeof at === 'object') at[last] = value
  }
  return HttpResponse.json(body as never, { status: response.status })
}

async function serve<P, Q, B, R extends z.ZodType | undefined, A extends AuthKind>(
  definition: OperationDefinition<P, Q, B, R, A>,
  request: Request,
  rawParams: Record<string, string | readonly string[] | undefined>,
  path: string,
): Promise<Response> {
  try {
    const caller = callerOf(definition.auth, request)
    const params = validateText(definition.params, textParams(rawParams), 'path')
    const query = validateText(definition.query, Object.fromEntries(new URL(request.url).searchParams), 'query')
    const body = definition.body
      ? validate(definition.body, await readJson(request), 'body', definition.belowMinimum)
      : (undefined as B)
    const context = { params, query, body, request, caller } as unknown as Parameters<typeof definition.resolve>[0]
    const access: AccessRequest = {
      operationId: definition.operationId,
      caller,
      params: params as Record<string, unknown>,
      query: query as Record<string, unknown>,
      body,
      request,
    }
    // Whose data this may touch, from the contract's rule, before the handler (./access.ts).
    const resolve = async () => {
      try {
        enforceAccess(access)
        return await definition.resolve(context)
      } catch (error) {
        if (error instanceof Refusal) countRefusal(access)
        throw error
      }
    }
    const result = definition.method === 'get' ? await resolve() : await serialized(resolve)
    if (definition.method !== 'get') worldChanged()
    if (result instanceof FileAnswer) {
      // The length lets the app show how much of a file has arrived.
      return new HttpResponse(result.bytes, {
        status: 200,
        headers: { 'Content-Type': result.contentType, 'Content-Length': String(result.bytes.length) },
      })
    }
    return HttpResponse.json(result as never)
  } catch (error) {
    if (error instanceof Refusal) {
      if (definition.method !== 'get') worldChanged()
      return errorResponse(error.status, error.code, error.reason, path, error.headers)
    }
    console.error(`sandbox: ${definition.operationId} failed`, error)
    return errorResponse(500, 'SERVER_ERROR', REASONS.SERVER_ERROR, path)
  }
}

function callerOf(auth: AuthKind, request: Request): Caller | RxCaller | KioskCaller | undefined {
  if (auth === 'rx') return authenticateRx(request)
  if (auth === 'kiosk') return authenticateKiosk(request)
  return auth ? authenticate(request) : undefined
}

/** msw hands path parameters over decoded already: decoding them again would turn %25 into a URIError. */
function textParams(raw: Record<string, string | readonly string[] | undefined>): Record<string, string> {
  const params: Record<string, string> = {}
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string') params[key] = value
  }
  return params
}

/**
 * Path and query values arrive as text; the contracts type some as numbers (pages, ids, login
 * type). Numbers are tried when the text alone does not fit.
 */
function validateText<T>(schema: z.ZodType<T> | undefined, input: Record<string, string>, where: string): T {
  if (!schema) return input as T
  const direct = schema.safeParse(input)
  if (direct.success) return direct.data
  const numeric = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, /^-?\d+$/.test(v) ? Number(v) : v]))
  const retried = schema.safeParse(numeric)
  return retried.success ? retried.data : invalid(direct.error, where)
}

/** A JSON body is checked as it is: null, an array or a string is refused like any wrong field. */
function validate<T>(
  schema: z.ZodType<T>,
  input: unknown,
  where: string,
  belowMinimum: Partial<Record<string, RefusalCode>> = {},
): T {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  for (const issue of result.error.issues) {
    const code = issue.code === 'too_small' ? belowMinimum[issue.path.join('.')] : undefined
    if (code) throw new Refusal(400, code)
  }
  return invalid(result.error, where)
}

function invalid(error: z.ZodError, where: string): never {
  // The patient reads the reason; the developer reads the console.
  const fields = error.issues.map((i) => `${i.path.join('.') || where}: ${i.message}`).join('; ')
  console.warn(`sandbox: invalid ${where} (${fields})`)
  throw new Refusal(400, 'INVALID_REQUEST')
}

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    throw new Refusal(400, 'INVALID_REQUEST')
  }
}

export type { RefusalCode }
