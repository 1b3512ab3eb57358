import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { signInByUserId } from '@/api/generated/account'
import { setNativeBridge, type NativeBridge } from '@/shared/native'
import { createSessionStandIn, holdSession, memoryKeystore } from '@/shared/native/session-stand-in'
import { signOut } from '@/shared/session/session-actions'
import { sessionStore } from '@/shared/session/session-store'
import { localSettings } from '@/shared/storage/local-settings'
import { sandbox } from '../../../mocks/runtime/sandbox'
import { DEMO_DEVICE_ID, seededRefreshToken } from '../../../mocks/seed/constants'
import { failure } from '../../support/failure'
import { withSandbox } from '../../support/use-sandbox'

withSandbox()

/** The shell's keystore: the test reads it, the app cannot. */
const keystore = memoryKeystore()
const shellSessions = createSessionStandIn({ keystore, deviceId: () => DEMO_DEVICE_ID })
const cancelAllDailyAlarms = vi.fn(() => Promise.resolve())
const cancelAllAppointmentAlarms = vi.fn(() => Promise.resolve())
/** The shell: its session calls made against the sandbox, with its own keystore. */
const shellWith = (overrides: Partial<NativeBridge> = {}) =>
  ({
    getAppInfo: () => Promise.resolve({ appVersion: '1', os: 'ANDROID', deviceId: DEMO_DEVICE_ID }),
    cancelAllDailyAlarms,
    cancelAllAppointmentAlarms,
    startSession: (start) => shellSessions.startSession(start),
    renewSession: () => shellSessions.renewSession(),
    endSession: () => shellSessions.endSession(),
    ...overrides,
  }) as Partial<NativeBridge> as NativeBridge

const REFRESH = seededRefreshToken('U1001')
/** Someone who copied the credential before the sign-out tries it. */
const renew = () => signInByUserId({ userId: 'U1001', refreshToken: REFRESH, deviceId: DEMO_DEVICE_ID })

beforeEach(() => {
  setNativeBridge(shellWith())
  keystore.entries.clear()
  cancelAllDailyAlarms.mockClear()
  cancelAllAppointmentAlarms.mockClear()
  sessionStore.signedIn('sandbox-token-U1001', 'U1001')
  holdSession(keystore, { userId: 'U1001', refreshToken: REFRESH, refreshExpiresAt: '2026-12-23T09:00:00+09:00' })
})

describe('signing out', () => {
  it('revokes the session on the server, cancels every alarm and the shell forgets the credential', async () => {
    localSettings.set('medicineNameInReminders', 'Y')
    await signOut(new QueryClient())
    expect(keystore.get('session')).toBeNull()
    // The next person on this phone starts with reminders that name no medicine.
    expect(localSettings.get('medicineNameInReminders')).toBe('N')
    expect(cancelAllDailyAlarms).toHaveBeenCalledOnce()
    expect(cancelAllAppointmentAlarms).toHaveBeenCalledOnce()
    expect(await failure(renew())).toMatchObject({ status: 401, code: 'REFRESH_REVOKED' })
  })

  it('offline, the shell keeps the revocation and makes it once the server can be reached', async () => {
    sandbox.faults.set('revokeSession', { noResponse: 'network' })
    await signOut(new QueryClient())
    // Signed out on the phone at once; the server has not heard yet.
    expect(sessionStore.getSnapshot().token).toBeNull()
    expect(keystore.get('session')).toBeNull()
    expect(JSON.parse(keystore.get('unheard-sign-outs') ?? '[]')).toEqual([REFRESH])
    // Still no server: it stays for the next try.
    await shellSessions.retryUnheardSignOuts()
    expect(JSON.parse(keystore.get('unheard-sign-outs') ?? '[]')).toEqual([REFRESH])
    sandbox.faults.clear()
    await shellSessions.retryUnheardSignOuts()
    expect(keystore.get('unheard-sign-outs')).toBeNull()
    expect(await failure(renew())).toMatchObject({ code: 'REFRESH_REVOKED' })
  })

  it('a shell that fails to end the session does not keep the patient signed in', async () => {
    setNativeBridge(shellWith({ endSession: () => Promise.reject(new Error('no answer')) }))
    await signOut(new QueryClient())
    expect(sessionStore.getSnapshot().token).toBeNull()
    expect(localSettings.get('userId')).toBe('')
    expect(cancelAllDailyAlarms).toHaveBeenCalledOnce()
  })
})
