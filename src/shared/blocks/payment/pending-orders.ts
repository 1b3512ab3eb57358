/**
 * Card payments the phone has not seen through yet. From the moment the hospital issues an
 * order's hash until the server says it is posted or cancelled, the order is kept in the
 * signed-in person's storage on this phone, so a payment interrupted between the card's approval
 * and the posting (the WebView killed, the battery, an answer that never came) is finished at the
 * next start instead of leaving the patient charged and the bill due.
 */
import type { CardProvider } from '@/api/generated/common/model'
import { personalStore } from '@/shared/storage/personal-store'
import { PENDING_ORDERS_STORE } from '@/shared/domain/payment/pending-orders-key'
import type { Posting } from './order-posting'

export interface PendingOrder {
  orderId: string
  provider: CardProvider
  amount: number
  posting: Posting
  /** What was paid, in the patient's words (the card page's goods name). */
  goodsName: string
  /** When the hash was issued (RFC 3339). */
  createdAt: string
}

const isPending = (value: unknown): value is PendingOrder => {
  if (!value || typeof value !== 'object') return false
  const order = value as Partial<PendingOrder>
  return (
    typeof order.orderId === 'string' &&
    (order.provider === 'KCP' || order.provider === 'KOCES') &&
    typeof order.amount === 'number' &&
    typeof order.goodsName === 'string' &&
    typeof order.createdAt === 'string' &&
    typeof order.posting === 'object' &&
    order.posting !== null &&
    ['bills', 'interim', 'pharmacy', 'documentFee'].includes((order.posting as { kind?: string }).kind ?? '')
  )
}

const store = personalStore<PendingOrder[]>(PENDING_ORDERS_STORE, (raw) =>
  Array.isArray(raw) ? raw.filter(isPending) : [],
)

/** The pending orders of the account that pays (the main account: orders are its own on the server). */
export const pendingOrders = {
  list: (userId: string): PendingOrder[] => store.read(userId),
  add(userId: string, order: PendingOrder): void {
    store.write(userId, [...store.read(userId).filter((o) => o.orderId !== order.orderId), order])
  },
  remove(userId: string, orderId: string): void {
    const left = store.read(userId).filter((o) => o.orderId !== orderId)
    if (left.length) store.write(userId, left)
    else store.remove(userId)
  },
}
