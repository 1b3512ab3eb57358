import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { fetchUserInfo } from '@/api/generated/account'
import { completeSignIn, switchAccount } from '@/shared/session/session-actions'
import { sessionStore } from '@/shared/session/session-store'
import { tokenStore } from '@/shared/storage/token-store'
import { signInByUserId } from '@/api/generated/account'
import { withSandbox } from '../../support/use-sandbox'
import { DEMO_DEVICE_ID } from '../../../mocks/seed/constants'
import { findPersona } from '../../../mocks/seed/personas'

withSandbox()

describe('switching accounts (spec section 4, account switch)', () => {
  it("goes to a family member and back to one's own account with the main token", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const family = findPersona('family')!
    const renewal = { userId: family.userId, refreshToken: family.refreshToken, deviceId: DEMO_DEVICE_ID }
    await completeSignIn(queryClient, await signInByUserId(renewal))
    const mainToken = tokenStore.getAccessToken()
    expect(tokenStore.getMainAccessToken()).toBe(mainToken)

    await switchAccount(queryClient, 'U1006')
    expect((await fetchUserInfo()).userId).toBe('U1006')
    expect(sessionStore.getSnapshot().mainToken).toBe(mainToken)

    // The switch back is the main account's call: it carries the main token, not the child's.
    await switchAccount(queryClient, 'U1004')
    expect((await fetchUserInfo()).userId).toBe('U1004')
  })
})
