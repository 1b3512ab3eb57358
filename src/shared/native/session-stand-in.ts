/**
 * A STAND-IN for the shells' session calls (startSession, renewSession, endSession), written in
 * JavaScript for the demo, Storybook, tests and development only. A production build never holds
 * it: the browser bridge refuses to start a session there (./browser-bridge.ts), and
 * tests/build/production-build.test.ts checks that this file is not in the bundle.
 *
 * It does what docs/native-bridge.md ("Sessions: the shell holds the credential") asks of a shell,
 * so the app can be built and shown without one: the hospital's session calls with the device id,
 * the refresh credential in a keystore the page's own code never reads, one renewal at a time, and
 * sign-outs the server did not hear kept and tried again. What it cannot do is hide the credential:
 * it runs in the page, so its keystore (a namespaced key of the page's storage, or memory) is
 * within reach of any script there. That is the reason a real patient signs in only in a shell.
 */
import { isApiError } from '@/api/http'
import type { LoginResponse } from '@/api/generated/account/model'
import { loadChunk } from '../lazy'
import type { RenewalAnswer, SessionAnswer, SessionEnd, SessionStart } from './types'

/** What a shell keeps for the session in its secure storage: never handed to the page. */
export interface HeldSession {
  /** The main account it renews (the spec's stored userId). */
  userId: string
  refreshToken: string
  /** When the server stops taking it. */
  refreshExpiresAt: string
}

/** The two entries a shell keeps: the session, and the revocations the server has not heard. */
export type KeystoreEntry = 'session' | 'unheard-sign-outs'

/** The stand-in's secure storage. */
export interface StandInKeystore {
  get(entry: KeystoreEntry): string | null
  set(entry: KeystoreEntry, value: string): void
  delete(entry: KeystoreEntry): void
}

/**
 * How every stand-in keystore kept in page storage names its keys (`demo-shell-keystore:session`):
 * the shell's namespace, which no code of the page outside this file reads
 * (tests/unit/session/credential-reach.test.ts).
 */
export const KEYSTORE_NAMESPACE = 'shell-keystore:'

/** A keystore in the page's storage under the simulated shell's own keys (the demo, development). */
export function storageKeystore(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  owner: 'demo' | 'dev',
): StandInKeystore {
  const key = (entry: KeystoreEntry) => `${owner}-${KEYSTORE_NAMESPACE}${entry}`
  return {
    get: (entry) => storage.getItem(key(entry)),
    set: (entry, value) => storage.setItem(key(entry), value),
    delete: (entry) => storage.removeItem(key(entry)),
  }
}

/** A keystore in memory (stories, unit tests). */
export function memoryKeystore(): StandInKeystore & { entries: Map<KeystoreEntry, string> } {
  const entries = new Map<KeystoreEntry, string>()
  return {
    entries,
    get: (entry) => entries.get(entry) ?? null,
    set: (entry, value) => void entries.set(entry, value),
    delete: (entry) => void entries.delete(entry),
  }
}

/** Puts a session in the keystore, as a sign-in on this phone would (the demo's and stories' personas). */
export function holdSession(keystore: StandInKeystore, session: HeldSession | null): void {
  if (session) keystore.set('session', JSON.stringify(session))
  else keystore.delete('session')
}

function heldSession(keystore: StandInKeystore): HeldSession | null {
  try {
    const value = JSON.parse(keystore.get('session') ?? 'null') as Partial<HeldSession> | null
    const fields = [value?.userId, value?.refreshToken, value?.refreshExpiresAt]
    return fields.every((field) => typeof field === 'string' && field.length > 0) ? (value as HeldSession) : null
  } catch {
    return null
  }
}

function unheardSignOuts(keystore: StandInKeystore): string[] {
  try {
    const value: unknown = JSON.parse(keystore.get('unheard-sign-outs') ?? '[]')
    return Array.isArray(value) ? value.filter((token): token is string => typeof token === 'string') : []
  } catch {
    return []
  }
}

function keepUnheard(keystore: StandInKeystore, tokens: readonly string[]): void {
  if (tokens.length) keystore.set('unheard-sign-outs', JSON.stringify(tokens))
  else keystore.delete('unheard-sign-outs')
}

/** The refusal codes the bridge passes on (the contracts' ErrorResponse.code). */
const CODE = /^[A-Z][A-Z0-9_]{0,63}$/

/**
 * A failed hospital call as the page is told it: the server's status, code, reason and Retry-After
 * when it answered with an error status (a 5xx included: the page reads that as an outage), and
 * `unreachable` when nothing usable came back (no connection, the 10 second limit, a broken body).
 */
export function failedAnswer(error: unknown): Extract<SessionAnswer, { status: 'refused' | 'unreachable' }> {
  const status = isApiError(error) && (error.kind === 'auth' || error.kind === 'http') ? error.status : undefined
  if (!isApiError(error) || status === undefined || status < 400 || status > 599) return { status: 'unreachable' }
  return {
    status: 'refused',
    httpStatus: status,
    ...(error.code && CODE.test(error.code) ? { code: error.code } : {}),
    ...(error.reason ? { reason: error.reason.slice(0, 500) } : {}),
    ...(error.retryAfterSeconds ? { retryAfterSeconds: Math.min(86_400, Math.ceil(error.retryAfterSeconds)) } : {}),
  }
}

/** Only the access token and whose it is go to the page. */
const granted = (login: LoginResponse): SessionAnswer => ({
  status: 'ok',
  accessToken: login.accessToken,
  userId: login.userId,
  isFirstLogin: login.isFirstLogin,
})

/** A revocation the server did not hear (no answer, down, busy): worth trying again later. */
const worthRetrying = (error: unknown) =>
  !isApiError(error) || error.kind === 'no-response' || (error.status ?? 0) >= 500 || error.status === 429

export interface SessionStandInOptions {
  keystore: StandInKeystore
  /** The phone's device id, the one getAppInfo reports. */
  deviceId: () => string | Promise<string>
  /** Told each call's outcome (the demo's panel), never a token. */
  log?: (line: string) => void
}

export interface SessionStandIn {
  startSession(start: SessionStart): Promise<SessionAnswer>
  renewSession(): Promise<RenewalAnswer>
  endSession(): Promise<SessionEnd>
  /** Tries every revocation the server has not heard once more (a shell: at start, back online). */
  retryUnheardSignOuts(): Promise<void>
}

export function createSessionStandIn({
  keystore,
  deviceId,
  log = () => undefined,
}: SessionStandInOptions): SessionStandIn {
  // The hospital's calls load with the first session call: the demo's first paint does not carry them.
  const hospital = () => loadChunk(() => import('@/api/generated/account'))

  /** Session calls run one after another, as a shell runs them: a rotation is never raced. */
  let queue: Promise<unknown> = Promise.resolve()
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work)
    queue = run.catch(() => undefined)
    return run
  }

  /** Revokes a credential now, or keeps it to try again; true when the server heard (or refused for good). */
  async function revokeOrKeep(refreshToken: string): Promise<boolean> {
    try {
      await (await hospital()).revokeSession({ refreshToken, deviceId: await deviceId() })
      return true
    } catch (error) {
      if (!worthRetrying(error)) return true
      // Read and written at once (no await between): a revocation kept meanwhile is not lost.
      keepUnheard(keystore, [...new Set([...unheardSignOuts(keystore), refreshToken])])
      return false
    }
  }

  let renewing: Promise<RenewalAnswer> | undefined
  let retrying: Promise<void> | undefined

  return {
    startSession(start) {
      return serial(async () => {
        try {
          const { signInByMobileAuth, signUpByMobileAuth } = await hospital()
          const device = await deviceId()
          const login =
            start.kind === 'sign-in'
              ? await signInByMobileAuth({ verificationId: start.verificationId, deviceId: device })
              : await signUpByMobileAuth({
                  verificationId: start.verificationId,
                  deviceId: device,
                  agreedTermsIds: [...start.agreedTermsIds],
                  marketingYn: start.marketingYn,
                })
          // A new sign-in replaces whatever session was held (as the app always did).
          holdSession(keystore, {
            userId: login.userId,
            refreshToken: login.refreshToken,
            refreshExpiresAt: login.refreshExpiresAt,
          })
          log(`startSession(${start.kind}) → ok ${login.userId}`)
          return granted(login)
        } catch (error) {
          const answer = failedAnswer(error)
          log(`startSession(${start.kind}) → ${describe(answer)}`)
          return answer
        }
      })
    },

    renewSession() {
      // Concurrent renewals share one: a second call with the same credential would be a reuse.
      renewing ??= serial(async (): Promise<RenewalAnswer> => {
        const held = heldSession(keystore)
        if (!held) {
          log('renewSession() → no-session')
          return { status: 'no-session' }
        }
        try {
          const renewal = { userId: held.userId, refreshToken: held.refreshToken, deviceId: await deviceId() }
          const login = await (await hospital()).signInByUserId(renewal)
          // The rotated credential replaces the spent one (the same sign-in goes on).
          holdSession(keystore, {
            userId: login.userId,
            refreshToken: login.refreshToken,
            refreshExpiresAt: login.refreshExpiresAt,
          })
          log(`renewSession() → ok ${login.userId}`)
          return granted(login)
        } catch (error) {
          const answer = failedAnswer(error)
          // 401: the server will never take this credential again (expired, revoked, reused, another phone).
          if (answer.status === 'refused' && answer.httpStatus === 401) holdSession(keystore, null)
          log(`renewSession() → ${describe(answer)}`)
          return answer
        }
      }).finally(() => {
        renewing = undefined
      })
      return renewing
    },

    endSession() {
      return serial(async (): Promise<SessionEnd> => {
        const held = heldSession(keystore)
        // Gone from the phone first: whatever the server says, this phone signs nobody in again.
        holdSession(keystore, null)
        const outcome: SessionEnd = !held ? 'none' : (await revokeOrKeep(held.refreshToken)) ? 'revoked' : 'retry-later'
        log(`endSession() → ${outcome}`)
        return outcome
      })
    },

    retryUnheardSignOuts() {
      retrying ??= (async () => {
        for (const token of unheardSignOuts(keystore)) {
          try {
            await (await hospital()).revokeSession({ refreshToken: token, deviceId: await deviceId() })
          } catch (error) {
            if (worthRetrying(error)) continue
          }
          keepUnheard(
            keystore,
            unheardSignOuts(keystore).filter((kept) => kept !== token),
          )
        }
        const left = unheardSignOuts(keystore).length
        if (left) log(`unheard sign-outs: ${left} left to retry`)
      })().finally(() => {
        retrying = undefined
      })
      return retrying
    },
  }
}

function describe(answer: SessionAnswer | RenewalAnswer): string {
  if (answer.status !== 'refused') return answer.status
  return `refused ${answer.httpStatus}${answer.code ? ` ${answer.code}` : ''}`
}
