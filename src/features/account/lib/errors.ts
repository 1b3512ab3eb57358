import { isApiError } from '@/api/http'

/**
 * The sign-in answer "no account for this verification" (404 NO_SIGNUP): the app goes on to
 * the sign-up terms. A family member's account refused with the same code but 409 is not this.
 */
export const isNoSignUp = (error: unknown): boolean =>
  isApiError(error) && error.status === 404 && error.code === 'NO_SIGNUP'
