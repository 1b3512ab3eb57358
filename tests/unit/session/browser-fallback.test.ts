/**
 * The browser fallback's session calls (src/shared/native/browser-bridge.ts). In development,
 * tests and the demo a stand-in plays the shell's part in the page, its credential under the
 * stand-in shell's own keys; a production build has none: a session never starts outside the
 * shell, and nothing of one is kept in a browser's storage.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signInByUserId } from '@/api/generated/account'
import { createBrowserBridge } from '@/shared/native/browser-bridge'
import type { HeldSession } from '@/shared/native/session-stand-in'
import { messages } from '@/shared/messages'
import { completeVerification, startVerification } from '../../../mocks/handlers/lib/credentials'
import { sandbox } from '../../../mocks/runtime/sandbox'
import { findPersona } from '../../../mocks/seed/personas'
import { failure } from '../../support/failure'
import { withSandbox } from '../../support/use-sandbox'

withSandbox()

const SESSION_KEY = 'dev-shell-keystore:session'
const UNHEARD_KEY = 'dev-shell-keystore:unheard-sign-outs'

/** Every key of the page's storage (a Storage's keys are not its own properties everywhere). */
const storageKeys = () => Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)!)

const held = () => JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as HeldSession | null

/** The outpatient persona verifies on this browser and signs in through the fallback. */
async function signedIn(bridge = createBrowserBridge()) {
  const { deviceId } = await bridge.getAppInfo()
  const { verificationId } = await startVerification(deviceId)
  await completeVerification(verificationId, findPersona('outpatient')!.identity)
  const answer = await bridge.startSession({ kind: 'sign-in', verificationId })
  return { bridge, deviceId, answer }
}

describe('the browser fallback in development, tests and the demo: a stand-in for the shell', () => {
  it('signs in and renews with the browser’s device id; the credential only under the stand-in shell’s keys', async () => {
    const { bridge, answer } = await signedIn()
    expect(answer).toEqual({
      status: 'ok',
      accessToken: expect.any(String) as string,
      userId: 'U1001',
      isFirstLogin: 'N',
    })
    const first = held()
    expect(first?.refreshToken).toMatch(/^rt_/)
    const renewed = await bridge.renewSession()
    expect(renewed).toMatchObject({ status: 'ok', userId: 'U1001' })
    expect(held()?.refreshToken).not.toBe(first?.refreshToken)
    // Outside the stand-in's keys the page's storage holds no credential.
    const elsewhere = storageKeys()
      .filter((key) => !key.startsWith('dev-shell-keystore:'))
      .map((key) => localStorage.getItem(key) ?? '')
    expect(elsewhere.join('\n')).not.toContain(held()!.refreshToken)
  })

  it('keeps a sign-out the server did not hear and makes it at the next start', async () => {
    const { bridge, deviceId } = await signedIn()
    const credential = held()!
    sandbox.faults.set('revokeSession', { noResponse: 'network' })
    expect(await bridge.endSession()).toBe('retry-later')
    expect(localStorage.getItem(SESSION_KEY)).toBeNull()
    expect(JSON.parse(localStorage.getItem(UNHEARD_KEY) ?? '[]')).toEqual([credential.refreshToken])

    // The next start, the server back: the first session call loads the stand-in, which tries again.
    sandbox.faults.clear()
    const next = createBrowserBridge()
    expect(await next.renewSession()).toEqual({ status: 'no-session' })
    await vi.waitFor(() => expect(localStorage.getItem(UNHEARD_KEY)).toBeNull())
    const reuse = signInByUserId({ userId: 'U1001', refreshToken: credential.refreshToken, deviceId })
    expect(await failure(reuse)).toMatchObject({ status: 401, code: 'REFRESH_REVOKED' })
  })

  it('forgets the credential earlier versions kept in the page’s own storage', () => {
    localStorage.setItem('secret:refresh-credential', '{"userId":"U1001","refreshToken":"rt_old"}')
    localStorage.setItem('secret:pending-sign-outs', '["rt_older"]')
    createBrowserBridge()
    expect(localStorage.getItem('secret:refresh-credential')).toBeNull()
    expect(localStorage.getItem('secret:pending-sign-outs')).toBeNull()
  })
})

describe('the browser fallback in a production build', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('starts no session and keeps nothing of one', async () => {
    vi.stubEnv('DEV', false)
    vi.stubEnv('MODE', 'production')
    vi.stubEnv('VITE_DEMO', 'false')
    vi.resetModules()
    const production = await import('@/shared/native/browser-bridge')
    localStorage.setItem('secret:refresh-credential', '{"userId":"U1001","refreshToken":"rt_old"}')
    const bridge = production.createBrowserBridge()
    const start = bridge.startSession({ kind: 'sign-in', verificationId: 'iv_Q2x0dW1lbnRfZGVtb19oYW5kbGUx' })
    await expect(start).rejects.toMatchObject({ name: 'NativeCallError', message: messages.native.shellOnly })
    expect(await bridge.renewSession()).toEqual({ status: 'no-session' })
    expect(await bridge.endSession()).toBe('none')
    expect(storageKeys()).toEqual([])
  })
})
