import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { signInByUserId } from '@/api/generated/account'
import { setNativeBridge, type NativeBridge, type SecretKey } from '@/shared/native'
import { serializeCredential } from '@/shared/session/refresh-credential'
import { signOut } from '@/shared/session/session-actions'
import { sessionStore } from '@/shared/session/session-store'
import { flushSignOuts } from '@/shared/session/sign-out-queue'
import { sandbox } from '../../../mocks/runtime/sandbox'
import { DEMO_DEVICE_ID, seededRefreshToken } from '../../../mocks/seed/constants'
import { failure } from '../../support/failure'
import { withSandbox } from '../../support/use-sandbox'

withSandbox()

const secrets = new Map<SecretKey, string>()
const cancelAllDailyAlarms = vi.fn(() => Promise.resolve())
const cancelAllAppointmentAlarms = vi.fn(() => Promise.resolve())
setNativeBridge({
  getAppInfo: () => Promise.resolve({ appVersion: '1', os: 'ANDROID', deviceId: DEMO_DEVICE_ID }),
  cancelAllDailyAlarms,
  cancelAllAppointmentAlarms,
  readSecret: (key: SecretKey) => Promise.resolve(secrets.get(key) ?? null),
  writeSecret: (key: SecretKey, value: string) => Promise.resolve(void secrets.set(key, value)),
  deleteSecret: (key: SecretKey) => Promise.resolve(void secrets.delete(key)),
} as unknown as NativeBridge)

const REFRESH = seededRefreshToken('U1001')
const renew = () => signInByUserId({ userId: 'U1001', refreshToken: REFRESH, deviceId: DEMO_DEVICE_ID })

beforeEach(() => {
  secrets.clear()
  cancelAllDailyAlarms.mockClear()
  cancelAllAppointmentAlarms.mockClear()
  sessionStore.signedIn('sandbox-token-U1001', 'U1001')
  secrets.set(
    'refresh-credential',
    serializeCredential({ userId: 'U1001', refreshToken: REFRESH, refreshExpiresAt: '2026-12-23T09:00:00+09:00' }),
  )
})

describe('signing out', () => {
  it('revokes the session on the server, cancels every alarm and forgets the credential', async () => {
    await signOut(new QueryClient())
    expect(secrets.has('refresh-credential')).toBe(false)
    expect(cancelAllDailyAlarms).toHaveBeenCalledOnce()
    expect(cancelAllAppointmentAlarms).toHaveBeenCalledOnce()
    expect(await failure(renew())).toMatchObject({ status: 401, code: 'REFRESH_REVOKED' })
  })

  it('offline, keeps the credential to revoke and revokes it once the server can be reached', async () => {
    sandbox.faults.set('revokeSession', { noResponse: 'network' })
    await signOut(new QueryClient())
    // Signed out on the phone at once; the server has not heard yet.
    expect(sessionStore.getSnapshot().token).toBeNull()
    expect(JSON.parse(secrets.get('pending-sign-outs') ?? '[]')).toEqual([REFRESH])
    sandbox.faults.clear()
    await flushSignOuts()
    expect(secrets.has('pending-sign-outs')).toBe(false)
    expect(await failure(renew())).toMatchObject({ code: 'REFRESH_REVOKED' })
  })
})
