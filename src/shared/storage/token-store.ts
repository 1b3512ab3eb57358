/**
 * Where the session's tokens live. The WebView keeps localStorage across app restarts, which is
 * what the shell's own session expects. `access-token` is the key the spec names; the main token
 * is kept beside it so a family member's session can switch back to the main account.
 */
export const ACCESS_TOKEN_KEY = 'access-token'
export const MAIN_ACCESS_TOKEN_KEY = 'main-access-token'

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined // storage blocked (private mode): behave as signed out
  }
}

export const tokenStore = {
  getAccessToken: (): string | null => storage()?.getItem(ACCESS_TOKEN_KEY) ?? null,
  getMainAccessToken: (): string | null => storage()?.getItem(MAIN_ACCESS_TOKEN_KEY) ?? null,
  setAccessToken(token: string): void {
    storage()?.setItem(ACCESS_TOKEN_KEY, token)
  },
  setMainAccessToken(token: string): void {
    storage()?.setItem(MAIN_ACCESS_TOKEN_KEY, token)
  },
  clear(): void {
    storage()?.removeItem(ACCESS_TOKEN_KEY)
    storage()?.removeItem(MAIN_ACCESS_TOKEN_KEY)
  },
}
