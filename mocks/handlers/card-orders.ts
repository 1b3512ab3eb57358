/**
 * Card payment orders as the hospital's server keeps them (HASHED → APPROVED → POSTED, or
 * CANCELLED), and the card processor (KCP or KOCES) it asks: common.yaml's createPaymentHash,
 * approveOrder and fetchOrderStatus, hospital.yaml's cancels. Nothing the phone says about an
 * approval is believed: the server asks the processor by order id and compares amount and merchant.
 */
import type { z } from 'zod'
import { kst } from '@/shared/lib/dates'
import type { CardApprovalRecord, PaymentOrderRecord } from '../db/schemas'
import { sandbox } from '../runtime/sandbox'
import { notFound, refuse } from './lib/refusal'
import type { Caller } from './lib/session'

type Order = z.output<typeof PaymentOrderRecord>
type Approval = z.output<typeof CardApprovalRecord>
type Provider = Order['provider']

/** The hospital's merchant code at its card processors. */
export const SITE_CODE = 'T0000'
/** The merchant key the hash is made with: the server's and the processor's, never the app's. */
const MERCHANT_KEY = 'sandbox-merchant-key'
/** An order no card page approved within this long is closed (CANCELLED). */
const ORDER_OPEN_MINUTES = 30

/**
 * The keyed hash of an order (HMAC-SHA256 in production; a keyed FNV here, which the sandbox
 * only needs to be stable and to change with the key, the merchant, the order and the amount).
 */
export function orderHash(siteCode: string, orderId: string, amount: number): string {
  let out = ''
  for (const salt of ['a', 'b', 'c', 'd']) {
    let h = 0x811c9dc5
    for (const ch of `${MERCHANT_KEY}|${salt}|${siteCode}|${orderId}|${amount}`) {
      h ^= ch.charCodeAt(0)
      h = Math.imul(h, 0x01000193) >>> 0
    }
    out += h.toString(16).padStart(8, '0')
  }
  return out
}

const CARD_NAMES = ['신한카드', 'KB국민카드', '삼성카드', '현대카드', '하나카드', '우리카드', 'NH농협카드', '롯데카드']
export const cardNameFor = (approvalNo: string) =>
  CARD_NAMES[[...approvalNo].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % CARD_NAMES.length]!

// ---- the card processor (what the card page and the server's look-up reach) ----------------

export interface CardPageRequest {
  provider: Provider
  orderId: string
  amount: number
  hash: string
  siteCode: string
}

/**
 * The card page approves a payment: it checks the hash against the merchant key (an amount
 * changed on the phone is refused) and records the approval on the processor's side. What the
 * simulated shells call (the demo's card sheet, the stories, the end-to-end tests).
 */
export async function approveOnCardPage(request: CardPageRequest, cardName = '신한카드'): Promise<Approval> {
  if (request.hash !== orderHash(request.siteCode, request.orderId, request.amount)) {
    throw new Error('card page: the hash does not match the order (tampered amount or merchant)')
  }
  const existing = sandbox.db.cardApprovals.findFirst((q) => q.where({ orderId: request.orderId }))
  if (existing) return existing
  const approvalNo = String(30_000_000 + ((sandbox.db.cardApprovals.count() * 7919 + 4321) % 9_999_999))
  return sandbox.db.cardApprovals.create({
    orderId: request.orderId,
    provider: request.provider,
    siteCode: request.siteCode,
    amount: request.amount,
    approvalNo,
    approvedAt: sandbox.clock.nowIso(),
    cardName,
    status: 'APPROVED',
  })
}

/** The server asks the processor by order id. */
const processorApproval = (order: Order): Approval | undefined =>
  sandbox.db.cardApprovals.findFirst((q) =>
    q.where({ orderId: order.orderId, provider: order.provider, status: 'APPROVED' }),
  )

// ---- the hospital's orders -----------------------------------------------------------------

/** The caller's order (made by its main account); anyone else's is not found. */
export function ownOrder(caller: Caller, orderId: string): Order {
  return (
    sandbox.db.paymentOrders.findFirst((q) => q.where({ orderId, ownerUserId: caller.mainUser.userId })) ?? notFound()
  )
}

async function updateOrder(orderId: string, change: (order: Order) => void): Promise<Order> {
  const updated = await sandbox.db.paymentOrders.update((q) => q.where({ orderId }), {
    data(o) {
      change(o)
      o.updatedAt = sandbox.clock.nowIso()
    },
  })
  return updated ?? notFound()
}

/**
 * Brings an order up to date with its processor: a HASHED order the processor approved (amount
 * and merchant as ordered) becomes APPROVED; one nobody approved within 30 minutes is closed; an
 * APPROVED order nobody posted within 30 minutes has its approval cancelled by the server itself
 * (the phone that paid may never come back: nobody is charged for a bill that stays due).
 */
export async function reconcile(order: Order): Promise<Order> {
  if (
    order.status === 'APPROVED' &&
    !kst(sandbox.clock.now()).isBefore(kst(order.updatedAt).add(ORDER_OPEN_MINUTES, 'minute'))
  ) {
    await sandbox.db.cardApprovals.update((q) => q.where({ orderId: order.orderId }), {
      data(a) {
        a.status = 'CANCELLED'
      },
    })
    return updateOrder(order.orderId, (o) => {
      o.status = 'CANCELLED'
    })
  }
  if (order.status !== 'HASHED') return order
  const approval = processorApproval(order)
  if (approval && approval.amount === order.amount && approval.siteCode === order.siteCode) {
    return updateOrder(order.orderId, (o) => {
      o.status = 'APPROVED'
      o.approvalNo = approval.approvalNo
      o.approvedAt = approval.approvedAt
      o.cardName = approval.cardName
    })
  }
  const openUntil = kst(order.createdAt).add(ORDER_OPEN_MINUTES, 'minute')
  if (!approval && !kst(sandbox.clock.now()).isBefore(openUntil)) {
    return updateOrder(order.orderId, (o) => {
      o.status = 'CANCELLED'
    })
  }
  return order
}

/** approveOrder: the processor's word, compared with the order and with what the app reported. */
export async function confirmApproval(
  caller: Caller,
  request: { orderId: string; provider: Provider; amount: number; approvalNo: string; hash: string },
): Promise<Order> {
  const order = ownOrder(caller, request.orderId)
  if (order.hash !== request.hash) refuse(409, 'HASH_MISMATCH')
  if (order.status === 'CANCELLED') refuse(409, 'ORDER_NOT_APPROVED')
  const approval = processorApproval(order) ?? refuse(409, 'ORDER_NOT_APPROVED')
  if (
    approval.amount !== order.amount ||
    approval.siteCode !== order.siteCode ||
    approval.approvalNo !== request.approvalNo ||
    request.amount !== order.amount ||
    request.provider !== order.provider
  ) {
    refuse(409, 'APPROVAL_MISMATCH')
  }
  return reconcile(order)
}

/** A posting made this order's payment: POSTED, with the payment it made. */
export const markPosted = (orderId: string, paymentId: string) =>
  updateOrder(orderId, (o) => {
    o.status = 'POSTED'
    o.paymentId = paymentId
  })

/**
 * A posting's checks: the order is approved (by the processor, through approveOrder) for this
 * amount and approval. An order already POSTED answers with the payment it made (the app's
 * retry after an answer that never came); anything else is ORDER_NOT_APPROVED.
 */
export function orderToPost(
  orderId: string,
  request: { approvalNo: string; amount: number; provider: Provider; patientNo: string },
): { order: Order; postedPaymentId?: string } {
  const order = sandbox.db.paymentOrders.findFirst((q) => q.where({ orderId }))
  const matches =
    order &&
    order.approvalNo === request.approvalNo &&
    order.amount === request.amount &&
    order.provider === request.provider &&
    order.patient.patientNo === request.patientNo
  if (!order || !matches) return refuse(409, 'ORDER_NOT_APPROVED')
  if (order.status === 'POSTED' && order.paymentId) return { order, postedPaymentId: order.paymentId }
  if (order.status !== 'APPROVED') return refuse(409, 'ORDER_NOT_APPROVED')
  return { order }
}

/**
 * The card cancel (KCP or KOCES): the caller's own order, approved by the processor and not
 * posted. A posted payment is refunded at the desk, never from the app.
 */
export async function cancelOrder(
  caller: Caller,
  provider: Provider,
  request: { orderId: string; approvalNo: string; amount: number },
) {
  const order = await reconcile(ownOrder(caller, request.orderId))
  if (order.provider !== provider || order.amount !== request.amount) return notFound()
  if (order.status === 'POSTED') return refuse(409, 'ORDER_POSTED')
  if (order.status === 'CANCELLED') return refuse(409, 'ALREADY_CANCELLED')
  if (order.status !== 'APPROVED' || order.approvalNo !== request.approvalNo) return notFound()
  await sandbox.db.cardApprovals.update((q) => q.where({ orderId: order.orderId }), {
    data(a) {
      a.status = 'CANCELLED'
    },
  })
  await updateOrder(order.orderId, (o) => {
    o.status = 'CANCELLED'
  })
  return { cancelled: 'Y' as const, cancelledAt: sandbox.clock.nowIso() }
}

/** fetchOrderStatus's answer. */
export const orderStatusView = (order: Order) => ({
  orderId: order.orderId,
  status: order.status,
  amount: order.amount,
  provider: order.provider,
  patientNo: order.patient.patientNo,
  ...(order.rxId ? { rxId: order.rxId } : {}),
  ...(order.approvalNo ? { approvalNo: order.approvalNo } : {}),
  ...(order.approvedAt ? { approvedAt: order.approvedAt } : {}),
  ...(order.cardName ? { cardName: order.cardName } : {}),
  ...(order.paymentId ? { paymentId: order.paymentId } : {}),
  updatedAt: order.updatedAt,
})
