/**
 * What account screens pass each other in the router's location state: the identity
 * verification's handle (sign-in to sign-up) and where to go after signing in (the guard's
 * returnTo). Location state is untyped and survives reloads, so it is read defensively. It never
 * carries the person's data: the server holds that under the handle (account.yaml).
 */

export interface SignUpState {
  verificationId: string
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The contract's VerificationId: `iv_` and 22 to 64 URL-safe characters. */
const VERIFICATION_ID = /^iv_[A-Za-z0-9_-]{22,64}$/

/** The verification handle carried to the sign-up terms, when it is one. */
export function readVerificationId(state: unknown): string | undefined {
  if (!isRecord(state) || typeof state.verificationId !== 'string') return undefined
  return VERIFICATION_ID.test(state.verificationId) ? state.verificationId : undefined
}

/** The in-app path the guard wanted before sending the visitor to sign in (never another site). */
export function readReturnTo(state: unknown): string | undefined {
  if (!isRecord(state) || typeof state.returnTo !== 'string') return undefined
  const path = state.returnTo
  return path.startsWith('/') && !path.startsWith('//') ? path : undefined
}
