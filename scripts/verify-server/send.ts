/**
 * One request to the server under test, as the app's fetch sends it (from the app's origin),
 * given up after the app's own timeout.
 */
import type { RawRequest } from '../../tests/support/raw-request'

export interface Answer {
  status: number
  headers: Headers
  body: Uint8Array
  ms: number
}

export interface NoAnswer {
  /** Why nothing came back: the timeout, or the connection's error. */
  failure: string
  ms: number
}

export const isAnswer = (result: Answer | NoAnswer): result is Answer => 'status' in result

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause
  return cause?.code ?? cause?.message ?? (error as Error).message
}

/** Sends `request` to `url` (the base and the request's path) and reads the whole answer. */
export async function send(url: string, request: RawRequest, timeoutMs: number): Promise<Answer | NoAnswer> {
  const started = performance.now()
  const signal = AbortSignal.timeout(timeoutMs)
  const ms = () => Math.round(performance.now() - started)
  try {
    const response = await fetch(url, {
      method: request.method,
      headers: request.headers,
      signal,
      redirect: 'manual',
      ...(request.body === undefined ? {} : { body: request.body }),
    })
    const body = new Uint8Array(await response.arrayBuffer())
    return { status: response.status, headers: response.headers, body, ms: ms() }
  } catch (error) {
    if (signal.aborted) return { failure: `no answer within ${timeoutMs / 1000} s (the app gives up)`, ms: ms() }
    return { failure: `no answer: ${causeOf(error)}`, ms: ms() }
  }
}
