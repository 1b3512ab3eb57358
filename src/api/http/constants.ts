import { LIMITS } from '@/shared/config/constants'

/** Spec section 9: both HTTP clients give up after 10 seconds. */
export const HTTP_TIMEOUT_MS = LIMITS.httpTimeoutMs
