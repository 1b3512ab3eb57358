import { isApiError } from '@/api/http'

/** The refusals of a verification handle that a new verification cures (409, account.yaml). */
const HANDLE_REFUSALS = new Set(['VERIFICATION_EXPIRED', 'VERIFICATION_USED', 'VERIFICATION_INVALID'])

/** The handle can no longer be used: the patient verifies again. */
export const isSpentVerification = (error: unknown): boolean =>
  isApiError(error) && error.status === 409 && HANDLE_REFUSALS.has(error.code ?? '')
