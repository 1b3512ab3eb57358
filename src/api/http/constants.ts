/** Spec section 9: both HTTP clients give up after 10 seconds. */
export const HTTP_TIMEOUT_MS = 10_000
