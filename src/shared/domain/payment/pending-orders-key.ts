import { PERSONAL_PREFIX } from '@/shared/storage/personal-keys'

/** The personal store's name of the pending card orders (pending-orders.ts). */
export const PENDING_ORDERS_STORE = 'card-orders'

/**
 * Whether this phone keeps an unfinished card payment of the user: a look at storage only, so
 * the app's start can ask without loading the payment flow (which loads only when there is one).
 */
export function hasPendingOrders(userId: string): boolean {
  try {
    return globalThis.localStorage.getItem(`${PERSONAL_PREFIX}${PENDING_ORDERS_STORE}:${userId}`) !== null
  } catch {
    return false
  }
}
