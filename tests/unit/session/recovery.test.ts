import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { sandbox } from '../../../mocks/node'
import { prepareSession } from '../../../src/app/session/session-recovery'
import { setNativeBridge, type NativeBridge } from '../../../src/shared/native'
import { userInfoQuery } from '../../../src/shared/session/session-queries'
import { sessionStore } from '../../../src/shared/session/session-store'
import { localSettings } from '../../../src/shared/storage/local-settings'
import { tokenStore } from '../../../src/shared/storage/token-store'
import { withSandbox } from '../../support/use-sandbox'

withSandbox()

const getAppInfo = vi.fn(() =>
  Promise.resolve({ appVersion: '1', os: 'ANDROID' as const, deviceId: 'd', fcmToken: 'fcm-x' }),
)
setNativeBridge({ getAppInfo } as unknown as NativeBridge)

let queryClient: QueryClient
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  getAppInfo.mockClear()
})

/** A stored session whose token the server no longer accepts. */
function staleSession(userId: string) {
  tokenStore.setAccessToken('expired-token')
  localSettings.set('userId', userId)
  sessionStore.refresh()
}

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
    expect(tokenStore.getAccessToken()).toMatch(/^sbx\.U1001\./)
    await vi.waitFor(() => expect(getAppInfo).toHaveBeenCalledOnce())
    await vi.waitFor(() =>
      expect(sandbox.db.pushTokens.findFirst((q) => q.where({ fcmToken: 'fcm-x' }))?.userId).toBe('U1001'),
    )
  })

  it('goes home when the account has no patient number', async () => {
    staleSession('U1007')
    const outcome = await prepareSession(queryClient)
    expect(outcome).toEqual({ kind: 'home', facts: { isSignedIn: true, hasPatientNo: false, mainUserId: 'U1007' } })
    expect(getAppInfo).not.toHaveBeenCalled()
  })

  it('signs out and goes home when signing in again fails', async () => {
    staleSession('U9999')
    expect(await prepareSession(queryClient)).toMatchObject({ kind: 'home', facts: { isSignedIn: false } })
    expect(tokenStore.getAccessToken()).toBeNull()
    expect(localSettings.get('userId')).toBe('')
  })
})

describe('any other error loading the user', () => {
  it('signs out and goes home', async () => {
    sessionStore.signedIn('sandbox-token-U1001', 'U1001')
    sandbox.faults.set('fetchUserInfo', { status: 500 })
    expect(await prepareSession(queryClient)).toMatchObject({ kind: 'home', facts: { isSignedIn: false } })
    expect(tokenStore.getAccessToken()).toBeNull()
    expect(queryClient.getQueryData(userInfoQuery().queryKey)).toBeUndefined()
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
