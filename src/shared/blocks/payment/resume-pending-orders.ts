/**
 * Finishes the card payments the phone left unfinished (pending-orders.ts): at the start of the
 * app and whenever a payment screen opens. The server says where each order stands (it asks the
 * card processor itself) and the app does what is left:
 * - approved but not posted: posted now (postings are idempotent), or, when the posting is
 *   refused, the approval is cancelled so nothing is charged;
 * - posted, or cancelled: forgotten;
 * - not approved yet: kept while its card page could still answer (the server closes such an
 *   order after 30 minutes), then forgotten.
 * The patient is told in one sentence what happened to a payment they made; nothing is said of
 * one that never charged them.
 */
import type { QueryClient } from '@tanstack/react-query'
import { fetchOrderStatus } from '@/api/generated/common'
import type { OrderStatus } from '@/api/generated/common/model'
import { cancelKcpPayment, cancelKocesPayment } from '@/api/generated/hospital'
import { isApiError } from '@/api/http'
import { appClock } from '@/shared/lib/clock'
import { isoDate } from '@/shared/lib/dates'
import { formatWon } from '@/shared/lib/format'
import { cardPayment as words } from '@/shared/messages/card-payment'
import { sessionStore } from '@/shared/session/session-store'
import { postOrder } from './order-posting'
import { pendingOrders, type PendingOrder } from './pending-orders'

/** Orders the page is paying right now: never touched by a resume running beside them. */
export const inFlightOrders = new Set<string>()

/** How long an order without an approval stays open on the server (common.yaml). */
const OPEN_MS = 30 * 60_000

export type Resumed = { order: PendingOrder; outcome: 'paid' | 'cancelled' }

/** No answer, or a server that could not say: try again at the next start. */
const unknown = (error: unknown) => !isApiError(error) || error.kind === 'no-response' || (error.status ?? 0) >= 500

async function finish(order: PendingOrder, status: OrderStatus): Promise<Resumed['outcome'] | 'forget' | 'keep'> {
  switch (status.status) {
    case 'POSTED':
      return 'paid'
    case 'CANCELLED':
      // A payment that was approved and then undone is worth a sentence; one never approved is not.
      return status.approvalNo ? 'cancelled' : 'forget'
    case 'HASHED':
      return appClock.now().getTime() - new Date(order.createdAt).getTime() > OPEN_MS ? 'forget' : 'keep'
    case 'APPROVED': {
      const approval = { ...order, approvalNo: status.approvalNo ?? '', cardName: status.cardName }
      try {
        await postOrder(order.posting, approval)
        return 'paid'
      } catch (error) {
        if (unknown(error)) return 'keep'
        const cancel = order.provider === 'KOCES' ? cancelKocesPayment : cancelKcpPayment
        await cancel({
          orderId: order.orderId,
          approvalNo: approval.approvalNo,
          approvalDate: isoDate(status.approvedAt ?? status.updatedAt),
          amount: order.amount,
          reason: words.cancelReason,
        })
        return 'cancelled'
      }
    }
  }
}

let running: Promise<Resumed[]> | undefined

/** Looks at every pending order of the signed-in payer once (one run at a time). */
export function resumePendingOrders(): Promise<Resumed[]> {
  running ??= (async () => {
    const payer = sessionStore.getSnapshot().userId
    if (!payer || !sessionStore.getSnapshot().token) return []
    const resumed: Resumed[] = []
    for (const order of pendingOrders.list(payer)) {
      if (inFlightOrders.has(order.orderId)) continue
      try {
        const outcome = await finish(order, await fetchOrderStatus(order.orderId))
        if (outcome === 'keep') continue
        pendingOrders.remove(payer, order.orderId)
        if (outcome !== 'forget') resumed.push({ order, outcome })
      } catch (error) {
        // Not this account's order (404), or a refusal that will not change: nothing to finish.
        if (!unknown(error)) pendingOrders.remove(payer, order.orderId)
      }
    }
    return resumed
  })().finally(() => {
    running = undefined
  })
  return running
}

/** The sentence for a finished payment. */
export const resumedMessage = ({ order, outcome }: Resumed): string =>
  outcome === 'paid'
    ? words.resumedPaid(order.goodsName, formatWon(order.amount))
    : words.resumedCancelled(order.goodsName, formatWon(order.amount))

/** After payments were finished, what they changed is read again (bills, the interim bill, prescriptions). */
export async function refreshAfterResume(queryClient: QueryClient, resumed: readonly Resumed[]): Promise<void> {
  if (resumed.length) await queryClient.invalidateQueries()
}
