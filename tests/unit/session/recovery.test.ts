import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { handleRefusedCall, prepareSession } from '@/app/session/session-recovery'
import { fetchUserInfo, signInByUserId } from '@/api/generated/account'
import { ApiError } from '@/api/http'
import { NativeCallError, setNativeBridge, type NativeBridge } from '@/shared/native'
import { createSessionStandIn, holdSession, memoryKeystore, type HeldSession } from '@/shared/native/session-stand-in'
import { sessionStore } from '@/shared/session/session-store'
import { localSettings } from '@/shared/storage/local-settings'
import { tokenStore } from '@/shared/storage/token-store'
import { sandbox } from '../../../mocks/node'
import { withSandbox } from '../../support/use-sandbox'
import { DEMO_DEVICE_ID, seededRefreshToken } from '../../../mocks/seed/constants'

withSandbox()

const getAppInfo = vi.fn(() =>
  Promise.resolve({ appVersion: '1', os: 'ANDROID' as const, deviceId: DEMO_DEVICE_ID, fcmToken: 'fcm-x' }),
)
const cancelAllDailyAlarms = vi.fn(() => Promise.resolve())
const cancelAllAppointmentAlarms = vi.fn(() => Promise.resolve())
/** The shell's keystore (Keystore / Keychain): the test reads it, the app cannot. */
const keystore = memoryKeystore()
/** The shell's own device id (the one it reports in getAppInfo and sends with its session calls). */
let shellDeviceId = DEMO_DEVICE_ID
const shellSessions = createSessionStandIn({ keystore, deviceId: () => shellDeviceId })
const renewSession = vi.fn(() => shellSessions.renewSession())
setNativeBridge({
  getAppInfo,
  cancelAllDailyAlarms,
  cancelAllAppointmentAlarms,
  startSession: (start) => shellSessions.startSession(start),
  renewSession,
  endSession: () => shellSessions.endSession(),
} as Partial<NativeBridge> as NativeBridge)

let queryClient: QueryClient
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  getAppInfo.mockClear()
  cancelAllDailyAlarms.mockClear()
  cancelAllAppointmentAlarms.mockClear()
  renewSession.mockClear()
  keystore.entries.clear()
  shellDeviceId = DEMO_DEVICE_ID
  // Storage was cleared after the last test: the session store reads it again.
  sessionStore.refresh()
})

/**
 * A stored session whose access token the server no longer accepts, with the persona's refresh
 * credential in the shell's keystore (unless `credential` is false).
 */
function staleSession(userId: string, { credential = true } = {}) {
  tokenStore.setAccessToken('expired-token')
  localSettings.set('userId', userId)
  if (credential) {
    holdSession(keystore, {
      userId,
      refreshToken: seededRefreshToken(userId),
      refreshExpiresAt: '2026-12-23T09:00:00+09:00',
    })
  }
  sessionStore.refresh()
}

const heldCredential = () => JSON.parse(keystore.get('session') ?? 'null') as HeldSession | null

describe('the token check and user loading (the guard, before its rules)', () => {
  it('is signed out without a token', async () => {
    expect(await prepareSession(queryClient)).toEqual({
      kind: 'ready',
      facts: { isSignedIn: false, hasPatientNo: false, mainUserId: undefined },
    })
  })

  it('loads the main user and the user when a token is stored', async () => {
    sessionStore.signedIn('sandbox-token-U1001', 'U1001')
    expect(await prepareSession(queryClient)).toEqual({
      kind: 'ready',
      facts: { isSignedIn: true, hasPatientNo: true, mainUserId: 'U1001' },
    })
  })
})

describe('an invalid token (403 on user info)', () => {
  it('signs in again with the stored userId and asks the shell for its app info when there is a patient number', async () => {
    staleSession('U1001')
    const outcome = await prepareSession(queryClient)
    expect(outcome).toEqual({ kind: 'ready', facts: { isSignedIn: true, hasPatientNo: true, mainUserId: 'U1001' } })
    expect(tokenStore.getAccessToken()).toMatch(/^sbx\./)
    // The refresh credential was rotated: the shell keeps the new one, the old one is spent.
    expect(heldCredential()?.refreshToken).not.toBe(seededRefreshToken('U1001'))
    expect(heldCredential()?.refreshToken).toMatch(/^rt_/)
    await vi.waitFor(() =>
      expect(sandbox.db.pushTokens.findFirst((q) => q.where({ fcmToken: 'fcm-x' }))?.userId).toBe('U1001'),
    )
  })

  it('goes home when the account has no patient number', async () => {
    staleSession('U1007')
    const outcome = await prepareSession(queryClient)
    expect(outcome).toEqual({ kind: 'home', facts: { isSignedIn: true, hasPatientNo: false, mainUserId: 'U1007' } })
    // No push registration without a patient number (the spec asks the shell only with one): the
    // registration starts by asking the shell for its push token, and it never was.
    expect(getAppInfo).not.toHaveBeenCalled()
    expect(sandbox.db.pushTokens.findFirst((q) => q.where({ fcmToken: 'fcm-x' }))).toBeUndefined()
  })

  it('signs out (and says so) when signing in again fails', async () => {
    staleSession('U9999')
    expect(await prepareSession(queryClient)).toEqual({ kind: 'signed-out' })
    expect(tokenStore.getAccessToken()).toBeNull()
    expect(localSettings.get('userId')).toBe('')
    // Every reminder the app set goes with the session (medicines, bookings).
    expect(cancelAllDailyAlarms).toHaveBeenCalledOnce()
    expect(cancelAllAppointmentAlarms).toHaveBeenCalledOnce()
    expect(keystore.get('session')).toBeNull()
  })

  it('a user id alone signs nobody in: without the refresh credential the patient verifies again', async () => {
    staleSession('U1001', { credential: false })
    const sessionsBefore = sandbox.db.sessions.count()
    expect(await prepareSession(queryClient)).toEqual({ kind: 'signed-out' })
    expect(sandbox.db.sessions.count()).toBe(sessionsBefore)
  })

  it.each([
    [
      'expired',
      () => {
        sandbox.clock.advance(31 * 24 * 60)
        return Promise.resolve()
      },
      'REFRESH_EXPIRED',
    ],
    [
      'used before (stolen): every session of that sign-in ends',
      async () => {
        await signInByUserId({ userId: 'U1001', refreshToken: seededRefreshToken('U1001'), deviceId: DEMO_DEVICE_ID })
      },
      'REFRESH_REUSED',
    ],
  ])('a refresh credential the server refuses (%s) signs the patient out', async (_, before, code) => {
    await before()
    staleSession('U1001')
    const refused = await signInByUserId({
      userId: 'U1001',
      refreshToken: seededRefreshToken('U1001'),
      deviceId: DEMO_DEVICE_ID,
    }).catch((e: unknown) => e)
    expect(refused).toMatchObject({ status: 401, code })
    expect(await prepareSession(queryClient)).toEqual({ kind: 'signed-out' })
    // The persona's seeded token was issued in that sign-in: revoked with it when it was stolen.
    if (code === 'REFRESH_REUSED') {
      tokenStore.setAccessToken('sandbox-token-U1001')
      expect(await fetchUserInfo().catch((e: unknown) => e)).toMatchObject({ status: 403 })
    }
  })

  it('refuses a refresh credential from another phone', async () => {
    shellDeviceId = 'another-phone-01'
    staleSession('U1001')
    expect(await prepareSession(queryClient)).toEqual({ kind: 'signed-out' })
    // The server will never take that credential from this phone: the shell forgets it.
    expect(keystore.get('session')).toBeNull()
  })

  it('a session the shell holds for another account renews nobody here: signed out', async () => {
    staleSession('U1001', { credential: false })
    holdSession(keystore, {
      userId: 'U1003',
      refreshToken: seededRefreshToken('U1003'),
      refreshExpiresAt: '2026-12-23T09:00:00+09:00',
    })
    expect(await prepareSession(queryClient)).toEqual({ kind: 'signed-out' })
    expect(tokenStore.getAccessToken()).toBeNull()
    expect(keystore.get('session')).toBeNull()
  })
})

describe('renewing in the shell: its answers, one at a time', () => {
  it.each([
    ['no answer from the hospital', { noResponse: 'network' as const }],
    ['a 503', { status: 503, reason: '점검 중입니다.' }],
    ['a busy server (429)', { status: 429 }],
  ])('%s while renewing keeps the session and the credential', async (_, fault) => {
    staleSession('U1001')
    sandbox.faults.set('signInByUserId', fault)
    expect(await prepareSession(queryClient)).toMatchObject({ kind: 'unavailable' })
    expect(tokenStore.getAccessToken()).toBe('expired-token')
    expect(localSettings.get('userId')).toBe('U1001')
    expect(heldCredential()?.refreshToken).toBe(seededRefreshToken('U1001'))
    expect(cancelAllDailyAlarms).not.toHaveBeenCalled()
    // The hospital is back: the same credential renews.
    sandbox.faults.clear()
    expect(await prepareSession(queryClient)).toMatchObject({ kind: 'ready', facts: { isSignedIn: true } })
  })

  it('a shell that does not answer in time keeps the session too', async () => {
    staleSession('U1001')
    renewSession.mockRejectedValueOnce(new NativeCallError('renewSession', 'timeout', '앱이 응답하지 않습니다.'))
    expect(await prepareSession(queryClient)).toMatchObject({ kind: 'unavailable' })
    expect(tokenStore.getAccessToken()).toBe('expired-token')
  })

  it('a 401 from the hospital signs out: the shell forgets the credential, the page says so', async () => {
    staleSession('U1001')
    sandbox.faults.set('signInByUserId', { status: 401 })
    expect(await prepareSession(queryClient)).toEqual({ kind: 'signed-out' })
    expect(tokenStore.getAccessToken()).toBeNull()
    expect(keystore.get('session')).toBeNull()
  })

  it('concurrent invalid-token failures share one renewal (one rotation, no reuse)', async () => {
    staleSession('U1001')
    const sessionsBefore = sandbox.db.sessions.count()
    const outcomes = await Promise.all([
      prepareSession(queryClient),
      prepareSession(new QueryClient({ defaultOptions: { queries: { retry: false } } })),
      handleRefusedCall(
        queryClient,
        new ApiError({ kind: 'auth', operation: 'fetchUserInfo (GET /api/users/me)', status: 403 }),
      ),
    ])
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['ready', 'ready', 'ready'])
    expect(renewSession).toHaveBeenCalledOnce()
    expect(sandbox.db.sessions.count()).toBe(sessionsBefore + 1)
    // Still the chain's live credential: a reuse would have revoked it.
    expect(await prepareSession(queryClient)).toMatchObject({ kind: 'ready' })
  })
})

describe('an outage while loading the user keeps the session (a hospital outage or a lift is not a sign-out)', () => {
  it.each([
    ['a 500', { status: 500 }],
    ['a 503', { status: 503, reason: '점검 중입니다.' }],
    ['no answer', { noResponse: 'network' as const }],
  ])('%s: the user is unavailable, the token and the user id stay', async (_, fault) => {
    sessionStore.signedIn('sandbox-token-U1001', 'U1001')
    sandbox.faults.set('fetchUserInfo', fault)
    expect(await prepareSession(queryClient)).toMatchObject({ kind: 'unavailable' })
    expect(tokenStore.getAccessToken()).toBe('sandbox-token-U1001')
    expect(localSettings.get('userId')).toBe('U1001')
    // When the server is back, the same session loads.
    sandbox.faults.clear()
    queryClient.clear()
    expect(await prepareSession(queryClient)).toMatchObject({ kind: 'ready', facts: { isSignedIn: true } })
  })
})

describe('only a 403 on the user info means an invalid token (spec section 4)', () => {
  it('a 401 on the user info is another error: signed out (told so), no sign-in again', async () => {
    sessionStore.signedIn('sandbox-token-U1001', 'U1001')
    sandbox.faults.set('fetchUserInfo', { status: 401 })
    const sessionsBefore = sandbox.db.sessions.count()
    expect(await prepareSession(queryClient)).toEqual({ kind: 'signed-out' })
    expect(tokenStore.getAccessToken()).toBeNull()
    expect(sandbox.db.sessions.count()).toBe(sessionsBefore)
  })
})

describe('a 401/403 on any other call', () => {
  const refusal = (operationId: string, status = 403) =>
    new ApiError({ kind: 'auth', operation: `${operationId} (GET /x)`, status, reason: '권한이 없습니다.' })

  it("with a good token: the call's own refusal; nobody signs in again (the loop of the review)", async () => {
    sessionStore.signedIn('sandbox-token-U1001', 'U1001')
    localSettings.set('isloginType', '5')
    const sessionsBefore = sandbox.db.sessions.count()
    for (let round = 0; round < 5; round += 1) {
      expect(await handleRefusedCall(queryClient, refusal('fetchTodaySchedule'))).toMatchObject({
        kind: 'refused',
      })
    }
    expect(sandbox.db.sessions.count()).toBe(sessionsBefore)
    expect(tokenStore.getAccessToken()).toBe('sandbox-token-U1001')
  })

  it('concurrent refusals share one token check', async () => {
    sessionStore.signedIn('sandbox-token-U1001', 'U1001')
    sandbox.faults.set('checkToken', { latencyMs: 50 })
    const spy = vi.spyOn(globalThis, 'fetch')
    const outcomes = await Promise.all(
      ['fetchTodaySchedule', 'listTimeline', 'fetchPaymentSummary'].map((op) =>
        handleRefusedCall(queryClient, refusal(op)),
      ),
    )
    const checks = spy.mock.calls.filter(([url]) =>
      (url instanceof Request ? url.url : url.toString()).includes('/api/users/me/loginInfo/'),
    ).length
    spy.mockRestore()
    expect(outcomes.map((o) => o.kind)).toEqual(['refused', 'refused', 'refused'])
    expect(checks).toBe(1)
  })

  it('with a token the server no longer knows: signs in again once, then reads are made again', async () => {
    staleSession('U1001')
    expect(await handleRefusedCall(queryClient, refusal('fetchTodaySchedule'))).toEqual({ kind: 'renewed' })
    expect(tokenStore.getAccessToken()).toMatch(/^sbx\./)
  })

  it('when signing in again does not cure it, signs out once instead of going round', async () => {
    staleSession('U1001')
    // The token check keeps refusing, whatever the token.
    sandbox.faults.set('checkToken', { status: 403 })
    expect(await handleRefusedCall(queryClient, refusal('fetchTodaySchedule'))).toEqual({ kind: 'renewed' })
    const signInsSoFar = sandbox.db.sessions.count()
    expect(await handleRefusedCall(queryClient, refusal('fetchTodaySchedule'))).toEqual({ kind: 'signed-out' })
    expect(sandbox.db.sessions.count()).toBe(signInsSoFar)
    expect(tokenStore.getAccessToken()).toBeNull()
  })

  it('when the token check cannot be made (an outage), the session stays', async () => {
    sessionStore.signedIn('sandbox-token-U1001', 'U1001')
    sandbox.faults.set('checkToken', { noResponse: 'network' })
    expect(await handleRefusedCall(queryClient, refusal('fetchTodaySchedule'))).toMatchObject({
      kind: 'unavailable',
    })
    expect(tokenStore.getAccessToken()).toBe('sandbox-token-U1001')
  })

  it("signed out: nothing to check, the refusal is the call's", async () => {
    expect(await handleRefusedCall(queryClient, refusal('listNotices', 401))).toMatchObject({ kind: 'refused' })
  })
})

describe('a cancelled user call', () => {
  it('decides nothing and keeps the session (an unmount or a newer navigation is not a bad token)', async () => {
    sessionStore.signedIn('sandbox-token-U1001', 'U1001')
    sandbox.faults.set('fetchUserInfo', { latencyMs: 5_000 })
    const pending = prepareSession(queryClient)
    await vi.waitFor(() => expect(queryClient.isFetching()).toBeGreaterThan(0))
    await queryClient.cancelQueries()
    expect(await pending).toEqual({ kind: 'cancelled' })
    expect(tokenStore.getAccessToken()).toBe('sandbox-token-U1001')
  })
})
