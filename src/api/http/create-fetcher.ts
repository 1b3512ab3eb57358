import { ApiError } from './api-error'
import { getApiConfig, resolveUrl } from './api-config'
import { refusedPathReason } from './call-path'
import { httpSetup, type BearerScheme } from './http-setup'
import { takeEarlyCall, untilAborted } from './early-calls'

/**
 * The options every generated call passes to its base's mutator: the fetch options, the
 * contract's operationId and, for operations the contract secures, `security` ('bearer' or 'bearer-main')
 * (both set per operation by orval.config.ts from the contracts).
 */
export type RequestOptions = RequestInit & {
  operationId?: string
  /**
   * `bearer`: the acting account's token; `bearer-main`: the main account's (mainBearerAuth);
   * `bearer-rx`: the e-prescription service's own short-lived token (rxBearerAuth).
   */
  security?: keyof typeof SCHEMES
  /**
   * This call's own time limit, for the few calls the spec allows longer than its 10 seconds
   * (the checkup report file "may take over 1 minute"). Every other call keeps the default.
   */
  timeoutMs?: number
  /** Called as a file's body arrives: the bytes so far and, when the server said, the total. */
  onDownloadProgress?: (progress: DownloadProgress) => void
}

const SCHEMES = { bearer: 'current', 'bearer-main': 'main', 'bearer-rx': 'rx' } as const satisfies Record<
  string,
  BearerScheme
>

export interface DownloadProgress {
  loaded: number
  /** From Content-Length; undefined when the server did not say. */
  total: number | undefined
}

export interface FetcherSettings {
  /** Which configured base URL this fetcher talks to. */
  baseUrl: () => string
  timeoutMs?: number
}

/**
 * Contract checks exist only where they run (development, tests, demo): the production build
 * drops the check, and the schemas with it, at compile time.
 */
const CONTRACT_CHECKS = import.meta.env.DEV || import.meta.env.MODE === 'test' || import.meta.env.VITE_DEMO === 'true'

interface Call {
  operationId: string | undefined
  /** `operationId (METHOD /path)`, for logs and error reports. */
  operation: string
  /** React Query's signal: aborting it means the caller no longer wants the answer. */
  callerSignal: AbortSignal | null | undefined
  timeout: AbortSignal
  onDownloadProgress: RequestOptions['onDownloadProgress']
}

/**
 * Builds the one fetch mutator of a base. Everything the spec says about answers happens here,
 * once: the bearer token, the timeout, cancellation, the status rules and the contract check.
 */
export function createFetcher(settings: FetcherSettings) {
  async function apiFetch<T>(url: string, options: RequestOptions = {}, retried = false): Promise<T> {
    const { security, operationId, signal, headers, timeoutMs, onDownloadProgress, ...init } = options
    const method = (init.method ?? 'GET').toUpperCase()
    // A path a parameter bent (a crafted link) is never sent, least of all with a token.
    const target = resolveUrl(settings.baseUrl(), url)
    const refusedPath = refusedPathReason(url, target, resolveUrl(settings.baseUrl(), '/'))
    if (refusedPath) {
      throw new ApiError({
        kind: 'exception',
        operation: `${operationId ?? 'request'} (${method})`,
        cause: new Error(`refused path: ${refusedPath}`),
      })
    }

    // Before the clock starts: the rx token may need a call of its own (which has its own 10 s).
    const scheme = security ? SCHEMES[security] : undefined
    const token = scheme ? await httpSetup().bearer(scheme) : null

    // A plain timer rather than AbortSignal.timeout, so tests can run the 10 s on a fake clock.
    const timeoutController = new AbortController()
    const timer = setTimeout(
      () => timeoutController.abort(),
      timeoutMs ?? settings.timeoutMs ?? getApiConfig().timeoutMs,
    )
    const call: Call = {
      operationId,
      operation: `${operationId ?? 'request'} (${method} ${url.split('?')[0]})`,
      callerSignal: signal,
      timeout: timeoutController.signal,
      onDownloadProgress,
    }

    const requestHeaders = new Headers(headers)
    if (!requestHeaders.has('Accept')) requestHeaders.set('Accept', 'application/json')
    if (token) requestHeaders.set('Authorization', `Bearer ${token}`)

    let response: Response
    try {
      try {
        const abandon = signal ? AbortSignal.any([signal, call.timeout]) : call.timeout
        // The start's user calls may already be on their way (early-calls.ts).
        const early = method === 'GET' && token && !retried ? takeEarlyCall(target, token) : undefined
        const ask = () => fetch(target, { ...init, method, headers: requestHeaders, signal: abandon })
        // An early call that got no answer (no signal at the start) is no answer: this call asks
        // anew, so a query that comes back online is not failed by the start's lost call.
        response = early ? await untilAborted(early.catch(ask), abandon) : await ask()
      } catch (cause) {
        const failure = failureWithoutAnswer(call, cause)
        // A connection that failed at once says the server is out of reach (the offline notice).
        if (failure.kind === 'no-response' && !failure.timedOut) httpSetup().connectivity.callFailed()
        throw failure
      }
      httpSetup().connectivity.callAnswered()
      // A token its source can replace (the e-prescription token) was refused: once more with a new one.
      const refused = response.status === 401 || response.status === 403
      if (refused && scheme && token && !retried && httpSetup().refused?.(scheme, token)) {
        clearTimeout(timer)
        return apiFetch<T>(url, options, true)
      }
      return await readAnswer<T>(response, call)
    } finally {
      clearTimeout(timer)
    }
  }
  return <T>(url: string, options?: RequestOptions): Promise<T> => apiFetch<T>(url, options)
}

/** The spec's answer-handling rules, applied to a response that arrived. */
async function readAnswer<T>(response: Response, call: Call): Promise<T> {
  const { operation } = call
  if (response.status === 401 || response.status === 403) {
    throw new ApiError({ kind: 'auth', operation, status: response.status, ...(await readErrorBody(response)) })
  }
  if (response.status !== 200) {
    const retryAfter = Number(response.headers.get('Retry-After'))
    throw new ApiError({
      kind: 'http',
      operation,
      status: response.status,
      ...(await readErrorBody(response)),
      ...(response.status === 429 && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
    })
  }

  let data: unknown
  try {
    data = await readBody(response, call.onDownloadProgress)
  } catch (cause) {
    if (call.callerSignal?.aborted || call.timeout.aborted) throw failureWithoutAnswer(call, cause)
    throw new ApiError({ kind: 'exception', operation, status: 200, cause })
  }

  if (CONTRACT_CHECKS && call.operationId && getApiConfig().validateResponses) {
    await checkAgainstContract(call.operationId, operation, data)
  }
  return data as T
}

/**
 * Outside production every 200 body is checked against the contract's Zod schema. The schemas
 * load on first use, so production never downloads them. Where their code could not be downloaded
 * (the demo with no connection) the answer goes unchecked: a developer's check never fails the
 * patient's call.
 */
async function checkAgainstContract(operationId: string, operation: string, data: unknown): Promise<void> {
  const schemas = await httpSetup()
    .loadChunk(() => import('./response-schemas'))
    .catch(() => undefined)
  if (!schemas) return console.warn(`answer not checked against the contract: ${operation}`)
  const schema = schemas.responseSchemaFor(operationId)
  if (!schema || data instanceof Blob) return
  const result = schema.safeParse(data)
  if (!result.success) {
    const error = new ApiError({ kind: 'contract', operation, status: 200, issues: result.error.issues, body: data })
    console.error(error.message)
    throw error
  }
}

function failureWithoutAnswer(call: Call, cause: unknown): ApiError {
  if (call.callerSignal?.aborted) return new ApiError({ kind: 'cancelled', operation: call.operation, cause })
  return new ApiError({
    kind: 'no-response',
    operation: call.operation,
    timedOut: call.timeout.aborted,
    offline: httpSetup().connectivity.isDeviceOffline(),
    cause,
  })
}

async function readBody(response: Response, onProgress: Call['onDownloadProgress']): Promise<unknown> {
  const type = response.headers.get('Content-Type') ?? ''
  if (type.includes('json')) return response.json()
  if (type.startsWith('text/')) return response.text()
  if (onProgress && response.body) return readFileWithProgress(response, response.body, type, onProgress)
  return response.blob()
}

/** A file read piece by piece, saying after each piece how much has arrived. */
async function readFileWithProgress(
  response: Response,
  body: ReadableStream<Uint8Array>,
  type: string,
  onProgress: NonNullable<Call['onDownloadProgress']>,
): Promise<Blob> {
  const length = Number(response.headers.get('Content-Length'))
  const total = Number.isFinite(length) && length > 0 ? length : undefined
  const parts: Uint8Array<ArrayBuffer>[] = []
  let loaded = 0
  onProgress({ loaded, total })
  const reader = body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    parts.push(value as Uint8Array<ArrayBuffer>)
    loaded += value.byteLength
    onProgress({ loaded, total })
  }
  return new Blob(parts, { type })
}

interface ErrorBodyFields {
  reason?: string
  code?: string
  body?: unknown
}

/** Reads `ErrorResponse` when the server sent one; an unreadable body is not a second error. */
async function readErrorBody(response: Response): Promise<ErrorBodyFields> {
  try {
    const body: unknown = await response.json()
    if (!body || typeof body !== 'object') return { body }
    const { reason, code } = body as { reason?: unknown; code?: unknown }
    return {
      body,
      ...(typeof reason === 'string' && reason.trim() ? { reason } : {}),
      ...(typeof code === 'string' ? { code } : {}),
    }
  } catch {
    return {}
  }
}
