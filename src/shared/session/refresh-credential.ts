/**
 * The session's refresh credential (account.yaml: renewing a session needs it). It lives in the
 * shell's secure storage (Keystore / Keychain) through the bridge, never in the page's storage
 * beside the access token, and is never logged. Each sign-in and each renewal replaces it.
 */
import { nativeBridge } from '../native'

export interface RefreshCredential {
  /** The main account it renews (the spec's stored userId). */
  userId: string
  refreshToken: string
  /** When the server stops taking it (the patient verifies again after that). */
  refreshExpiresAt: string
}

const KEY = 'refresh-credential'

export const serializeCredential = (credential: RefreshCredential): string => JSON.stringify(credential)

/** What the secure storage holds, when it is a credential (anything else is treated as none). */
export function parseCredential(text: string | null): RefreshCredential | null {
  if (!text) return null
  try {
    const value = JSON.parse(text) as Partial<RefreshCredential>
    const fields = [value.userId, value.refreshToken, value.refreshExpiresAt]
    return fields.every((field) => typeof field === 'string' && field.length > 0) ? (value as RefreshCredential) : null
  } catch {
    return null
  }
}

export const refreshCredential = {
  async read(): Promise<RefreshCredential | null> {
    try {
      return parseCredential(await nativeBridge().readSecret(KEY))
    } catch {
      return null
    }
  },
  save: (credential: RefreshCredential): Promise<void> =>
    nativeBridge().writeSecret(KEY, serializeCredential(credential)),
  async clear(): Promise<void> {
    await nativeBridge()
      .deleteSecret(KEY)
      .catch(() => undefined)
  },
}
