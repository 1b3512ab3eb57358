/**
 * The calls the built page made before the app's script ran (scripts/vite/early-user-calls.ts):
 * the signed-in user's two GETs, started beside the first load's download. The fetcher takes one
 * when it asks for the same address with the same token, once, within the start; otherwise (a
 * token changed, a retry, later) it asks anew.
 */
interface EarlyCall {
  token: string
  answer: Promise<Response>
  at: number
}

declare global {
  interface Window {
    __earlyCalls?: Record<string, EarlyCall>
  }
}

/** An early answer is for the start only. */
const EARLY_CALL_LIFE_MS = 30_000

export function takeEarlyCall(url: string, token: string): Promise<Response> | undefined {
  const calls = globalThis.window?.__earlyCalls
  const call = calls?.[url]
  if (!calls || !call) return undefined
  delete calls[url]
  const fresh = performance.now() - call.at < EARLY_CALL_LIFE_MS
  return fresh && call.token === token ? call.answer : undefined
}

/** The answer, unless the call is abandoned first (the caller's signal, the 10 s timeout). */
export function untilAborted(answer: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error)
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true })
    answer.then(resolve, reject)
  })
}

/**
 * Once the start's early calls have been answered (or failed), at most `limitMs` later: the user
 * the first screen leads with is in. Nothing to wait for without them (signed out, the demo).
 */
export function earlyCallsSettled(limitMs: number): Promise<void> {
  const calls = Object.values(globalThis.window?.__earlyCalls ?? {})
  if (calls.length === 0) return Promise.resolve()
  return Promise.race([
    Promise.allSettled(calls.map((call) => call.answer)).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, limitMs)),
  ])
}

/** The page asked for the signed-in user before the app's script ran. */
export const hasEarlyCalls = (): boolean => Object.keys(globalThis.window?.__earlyCalls ?? {}).length > 0
