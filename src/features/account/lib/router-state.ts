/**
 * What account screens pass each other in the router's location state: the identity
 * verification (sign-in to sign-up) and where to go after signing in (the guard's returnTo).
 * Location state is untyped and survives reloads, so it is read defensively.
 */
import type { MobileAuthResult } from '@/api/generated/account/model'

export interface SignUpState {
  identity: MobileAuthResult
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.length > 0

/** The identity verification carried to the sign-up terms, when it is complete. */
export function readIdentity(state: unknown): MobileAuthResult | undefined {
  if (!isRecord(state) || !isRecord(state.identity)) return undefined
  const { ci, userName, birthDate, cellphoneNumber, gender } = state.identity
  if (!nonEmpty(ci) || !nonEmpty(userName) || !nonEmpty(birthDate) || !nonEmpty(cellphoneNumber)) return undefined
  return { ci, userName, birthDate, cellphoneNumber, ...(gender === 'M' || gender === 'F' ? { gender } : {}) }
}

/** The in-app path the guard wanted before sending the visitor to sign in (never another site). */
export function readReturnTo(state: unknown): string | undefined {
  if (!isRecord(state) || typeof state.returnTo !== 'string') return undefined
  const path = state.returnTo
  return path.startsWith('/') && !path.startsWith('//') ? path : undefined
}
