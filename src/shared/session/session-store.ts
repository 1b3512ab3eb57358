/**
 * The signed-in state as the rest of the app sees it: the tokens (in the token store) and the
 * user id, with change notification for React. The user's details live in React Query's cache
 * (the generated fetchUserInfo / fetchMainUserInfo queries).
 */
import { localSettings, SESSION_SETTING_KEYS } from '../storage/local-settings'
import { forgetOfflineCopy, forgetPersonalData } from '../storage/personal-keys'
import { tokenStore } from '../storage/token-store'

export interface SessionSnapshot {
  token: string | null
  mainToken: string | null
  userId: string
}

const listeners = new Set<() => void>()
let snapshot: SessionSnapshot = read()

function read(): SessionSnapshot {
  return {
    token: tokenStore.getAccessToken(),
    mainToken: tokenStore.getMainAccessToken(),
    userId: localSettings.get('userId'),
  }
}

function changed(): void {
  snapshot = read()
  listeners.forEach((listener) => listener())
}

export const sessionStore = {
  getSnapshot: (): SessionSnapshot => snapshot,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** After signing in: the token acts as the main account. */
  signedIn(accessToken: string, userId: string): void {
    tokenStore.setAccessToken(accessToken)
    tokenStore.setMainAccessToken(accessToken)
    localSettings.set('userId', userId)
    localSettings.set('isLoginAccount', 'Y')
    localSettings.set('isloginType', '5')
    changed()
  },
  /**
   * After switching accounts: the token acts as the chosen family member. The answers kept for
   * reading offline were the other person's: forgotten (their device-only records stay, by user).
   */
  switched(accessToken: string): void {
    forgetOfflineCopy()
    tokenStore.setAccessToken(accessToken)
    changed()
  },
  /** Sign-out clears every token, the user, the flags and the records kept only on this phone. */
  signedOut(): void {
    tokenStore.clear()
    SESSION_SETTING_KEYS.forEach((key) => localSettings.remove(key))
    forgetPersonalData()
    changed()
  },
  /** Re-reads storage (another tab, the demo's persona switch). */
  refresh: changed,
}
