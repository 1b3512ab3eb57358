/**
 * The refresh credential is out of the page's reach: the shell makes the
 * session's credential-bearing calls and keeps the credential; the page gets access tokens only.
 * Proven two ways: the app's own sign-in, renewal and sign-out run against a shell (the stand-in,
 * over the sandbox), and no answer the page got nor anything in its storage holds a refresh
 * credential the server issued; and no code of the page names the credential's calls or the
 * stand-in shell's keystore, so there is no path by which it could read one.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { prepareSession } from '@/app/session/session-recovery'
import { setNativeBridge, type NativeBridge } from '@/shared/native'
import { createBrowserBridge } from '@/shared/native/browser-bridge'
import { createSessionStandIn, memoryKeystore } from '@/shared/native/session-stand-in'
import { completeSignIn, signOut } from '@/shared/session/session-actions'
import { sessionStore } from '@/shared/session/session-store'
import { startShellSession } from '@/shared/session/shell-session'
import { tokenStore } from '@/shared/storage/token-store'
import { completeVerification, startVerification } from '../../../mocks/handlers/lib/credentials'
import { sandbox } from '../../../mocks/runtime/sandbox'
import { DEMO_DEVICE_ID } from '../../../mocks/seed/constants'
import { findPersona } from '../../../mocks/seed/personas'
import { withSandbox } from '../../support/use-sandbox'

withSandbox()

/** A shell over the sandbox, and every answer it gave the page. */
function recordedShell() {
  const keystore = memoryKeystore()
  const sessions = createSessionStandIn({ keystore, deviceId: () => DEMO_DEVICE_ID })
  const shell: Partial<NativeBridge> = {
    kind: 'android',
    getAppInfo: () => Promise.resolve({ appVersion: '1', os: 'ANDROID', deviceId: DEMO_DEVICE_ID }),
    cancelAllDailyAlarms: () => Promise.resolve(),
    cancelAllAppointmentAlarms: () => Promise.resolve(),
    async verifyIdentity() {
      const { verificationId } = await startVerification(DEMO_DEVICE_ID)
      await completeVerification(verificationId, findPersona('outpatient')!.identity)
      return { verificationId }
    },
    startSession: (start) => sessions.startSession(start),
    renewSession: () => sessions.renewSession(),
    endSession: () => sessions.endSession(),
  }
  const answers: unknown[] = []
  const recorded = Object.fromEntries(
    Object.entries(shell).map(([method, value]) => [
      method,
      typeof value !== 'function'
        ? value
        : (...args: unknown[]) => {
            const answer = (value as (...a: unknown[]) => unknown)(...args)
            if (answer instanceof Promise) return answer.then((given: unknown) => (answers.push(given), given))
            answers.push(answer)
            return answer
          },
    ]),
  )
  return { bridge: recorded as unknown as NativeBridge, answers, keystore }
}

/** Everything the page keeps in its own storage, as one text. */
function pageStorageText(): string {
  return Array.from({ length: localStorage.length }, (_, i) => {
    const key = localStorage.key(i)!
    return `${key}=${localStorage.getItem(key)}`
  }).join('\n')
}

describe('the refresh credential never reaches the page', () => {
  it('after a sign-in, a renewal and a sign-out, no answer nor the page’s storage holds one', async () => {
    const { bridge, answers, keystore } = recordedShell()
    setNativeBridge(bridge)
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })

    // The sign-in screen's steps (use-identity-sign-in.ts).
    const verification = await bridge.verifyIdentity()
    await completeSignIn(queryClient, await startShellSession({ kind: 'sign-in', ...verification! }))
    expect(sessionStore.getSnapshot().userId).toBe('U1001')
    const first = keystore.get('session')

    // The access token goes bad: the app renews it in the shell.
    tokenStore.setAccessToken('revoked-token')
    sessionStore.refresh()
    queryClient.clear()
    expect(await prepareSession(queryClient)).toMatchObject({ kind: 'ready', facts: { isSignedIn: true } })
    expect(keystore.get('session')).not.toBe(first)

    const issued = sandbox.db.refreshTokens.all().map((record) => record.refreshToken)
    const seen = `${JSON.stringify(answers)}\n${pageStorageText()}`
    // The shell does hold them (this is not a test of nothing) ...
    expect(issued.filter((token) => keystore.get('session')?.includes(token))).toHaveLength(1)
    // ... and the page has none of them, not the first, not the rotated one.
    expect(issued.filter((token) => seen.includes(token))).toEqual([])

    await signOut(queryClient)
    expect(keystore.get('session')).toBeNull()
    expect(issued.filter((token) => `${JSON.stringify(answers)}\n${pageStorageText()}`.includes(token))).toEqual([])
  })

  it('no bridge has a call that reads, writes or deletes a secret', () => {
    type SecretCalls = Extract<keyof NativeBridge, `${string}Secret`>
    const noSecretCalls: [SecretCalls] extends [never] ? true : false = true
    expect(noSecretCalls).toBe(true)
    // The shells' bridge is checked likewise (src/shared/native/message-bridge.test.ts).
    expect(Object.keys(createBrowserBridge()).filter((method) => /secret/i.test(method))).toEqual([])
  })
})

describe('no code of the page reaches the credential', () => {
  const SRC = join(import.meta.dirname, '../../../src')
  /**
   * The browser fallback's stand-in for the shell (demo and development only, and not in a
   * production build) makes the credential's calls in the page, and the fallback hands it its
   * keystore: those two files are the shell's part, nothing else in src/ is.
   */
  const STAND_IN = ['shared/native/session-stand-in.ts', 'shared/native/browser-bridge.ts']
  /** The calls that carry the credential, their hooks, the credential, and the stand-in's keystore. */
  const REACH =
    /\b(use)?(signInByMobileAuth|signUpByMobileAuth|signInByUserId|revokeSession|SignInByMobileAuth|SignUpByMobileAuth|SignInByUserId|RevokeSession)\b|refreshToken|refresh-credential|shell-keystore|KEYSTORE_NAMESPACE|storageKeystore|memoryKeystore|holdSession|session-stand-in/

  const pageFiles = () =>
    readdirSync(SRC, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
      .map((entry) => relative(SRC, join(entry.parentPath, entry.name)))
      // The generated client keeps the operations (the shells' reference, the stand-in uses them);
      // tests and stories are not the page.
      .filter((file) => !file.startsWith('api/generated/') && !/\.(test|stories)\.tsx?$/.test(file))

  it('names neither the credential’s calls nor the stand-in shell’s keystore', () => {
    const files = pageFiles()
    expect(files.length).toBeGreaterThan(100)
    const reaching = files
      .filter((file) => !STAND_IN.includes(file))
      .filter((file) => REACH.test(readFileSync(join(SRC, file), 'utf8')))
    expect(reaching).toEqual([])
  })
})
