/**
 * Sign-outs the server has not heard of yet. Signing out revokes the session on the server
 * (revokeSession: the refresh credential, its access tokens, this phone's push registration);
 * when the phone has no connection at that moment, the credential waits in the shell's secure
 * storage and is revoked as soon as the phone is back online (or at the next start).
 */
import { revokeSession } from '@/api/generated/account'
import { isApiError } from '@/api/http'
import { nativeBridge } from '../native'
import { connectivity } from '../offline/connectivity'

const KEY = 'pending-sign-outs'

async function pending(): Promise<string[]> {
  try {
    const value: unknown = JSON.parse((await nativeBridge().readSecret(KEY)) ?? '[]')
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
  } catch {
    return []
  }
}

async function keep(tokens: readonly string[]): Promise<void> {
  const bridge = nativeBridge()
  await (tokens.length ? bridge.writeSecret(KEY, JSON.stringify(tokens)) : bridge.deleteSecret(KEY)).catch(
    () => undefined,
  )
}

/** No answer at all (offline, timeout, a server that is down): worth trying again later. */
const worthRetrying = (error: unknown) =>
  !isApiError(error) || error.kind === 'no-response' || (error.status ?? 0) >= 500 || error.status === 429

/** Tells the server; true when it heard (or refused for good, so retrying would not help). */
async function revoke(refreshToken: string, deviceId: string): Promise<boolean> {
  try {
    await revokeSession({ refreshToken, deviceId })
    return true
  } catch (error) {
    return !worthRetrying(error)
  }
}

let flushing: Promise<void> | undefined

/** Tries every waiting sign-out once more; the ones the server still did not hear stay. */
export function flushSignOuts(): Promise<void> {
  flushing ??= (async () => {
    const tokens = await pending()
    if (!tokens.length) return
    const { deviceId } = await nativeBridge().getAppInfo()
    const left: string[] = []
    for (const token of tokens) if (!(await revoke(token, deviceId))) left.push(token)
    await keep(left)
  })().finally(() => {
    flushing = undefined
  })
  return flushing
}

/** Revokes a session's refresh credential now, or as soon as the phone can reach the server. */
export async function revokeOnServer(refreshToken: string): Promise<void> {
  const { deviceId } = await nativeBridge().getAppInfo()
  if (await revoke(refreshToken, deviceId)) return
  await keep([...(await pending()), refreshToken])
}

/** At start: what waited is tried now, and again whenever the phone comes back online. */
export function retrySignOutsWhenOnline(): () => void {
  void flushSignOuts()
  let wasOnline = connectivity.isOnline()
  return connectivity.subscribe(() => {
    const online = connectivity.isOnline()
    if (online && !wasOnline) void flushSignOuts()
    wasOnline = online
  })
}
