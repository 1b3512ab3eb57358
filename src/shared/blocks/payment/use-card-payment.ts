import { useCallback, useRef, useState } from 'react'
import { fetchOrderStatus, useApproveOrder, useCreatePaymentHash } from '@/api/generated/common'
import type { CardProvider, OrderApproval } from '@/api/generated/common/model'
import { useCancelKcpPayment, useCancelKocesPayment } from '@/api/generated/hospital'
import { errorMessageOf, isApiError } from '@/api/http'
import { CARD_PROVIDER } from '@/shared/config/payment'
import { appClock } from '@/shared/lib/clock'
import { formatWon } from '@/shared/lib/format'
import { isoDate, isoDateTime } from '@/shared/lib/dates'
import { messages } from '@/shared/messages'
import { cardPayment as words } from '@/shared/messages/card-payment'
import { nativeBridge } from '@/shared/native'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { sessionStore } from '@/shared/session/session-store'
import { newOrderId } from '@/shared/domain/payment/order-id'
import { declineDialog, type Declined } from './decline-reason'
import { postOrder, type Posting } from './order-posting'
import { pendingOrders } from './pending-orders'
import { inFlightOrders } from './resume-pending-orders'

export interface CardOrder {
  /** Whose payment (the signed-in patient, or another patient for proxy payment). */
  patientNo: string
  amount: number
  /** Shown on the card provider's page. */
  goodsName: string
  /** What is paid: where the approval is posted. */
  posting: Posting
  /** The provider the payment goes through (the hospital's, by default). */
  provider?: CardProvider
}

/** A card payment the provider approved and the hospital checked. */
export interface CardApproval extends OrderApproval {
  provider: CardProvider
  /** The card's name from the hospital's check, or from the provider's page. */
  cardName?: string
  /** The hospital's payment id, when the posting answered it (its receipt). */
  paymentId?: string
}

export interface CardPaymentSteps {
  /** After the posting: refresh what changed, tell the patient, move on. */
  onPaid: (approval: CardApproval) => Promise<void>
  /** After a posting failed and its approval was cancelled: refresh what may have changed. */
  onUndone?: () => Promise<void>
}

/**
 * How a payment ended: `paid`; `cancelled` on the card page; `refused` by the card page (and the
 * patient closed its dialog instead of trying again);
 * `undone` (the posting was refused and the approval cancelled); `pending` (the posting's answer
 * never came: the order is kept and finished later); `failed` (a call failed before any
 * approval, its dialog shown); `busy` (a payment was already under way).
 */
export type CardPaymentOutcome = 'paid' | 'cancelled' | 'refused' | 'undone' | 'pending' | 'failed' | 'busy'

/** No answer at all, or a server that could not say: the posting may or may not have happened. */
const isUnknownOutcome = (error: unknown) =>
  !isApiError(error) || error.kind === 'no-response' || (error.status ?? 0) >= 500

/**
 * The card flow (spec section 7), the same for everything the app collects: a hash for the
 * order, the card provider's page in the shell, the hospital's check of the approval (it asks
 * the processor), then the posting.
 * - the order is kept on the phone from its hash until the server says posted or cancelled
 *   (pending-orders.ts): an interrupted payment is finished at the next start;
 * - cancelled on the card page: a notification, nothing changes;
 * - declined by the card page (nothing approved): why, that nothing was charged, and another try
 *   or another card (the card page again, with a new order), or closed: `refused`;
 * - the posting is refused: the approval is cancelled through the provider that took it (KCP or
 *   KOCES), so nothing is ever half paid, and the patient is told so;
 * - the posting's answer never came: the order's status is asked before anything is cancelled
 *   (posted: paid; still approved: posted once more, else kept and finished later);
 * - paid: the caller's `onPaid`.
 * One payment at a time: a second tap while one is under way does nothing.
 */
export function useCardPayment() {
  const overlays = useOverlays()
  const createHash = useCreatePaymentHash()
  const approveOrder = useApproveOrder()
  const silent = { mutation: { meta: { errorDisplay: 'silent' as const } } }
  const cancelKcp = useCancelKcpPayment(silent)
  const cancelKoces = useCancelKocesPayment(silent)
  const running = useRef(false)
  const [isPaying, setPaying] = useState(false)

  /** One order through the card page; a decline is handed back for the patient to decide on. */
  const attempt = useCallback(
    async (order: CardOrder, steps: CardPaymentSteps): Promise<CardPaymentOutcome | { declined: Declined }> => {
      const hide = overlays.showSpinner()
      const provider = order.provider ?? CARD_PROVIDER
      const { patientNo, amount, posting } = order
      const payer = sessionStore.getSnapshot().userId
      const orderId = newOrderId(appClock.now())
      inFlightOrders.add(orderId)
      const forget = () => pendingOrders.remove(payer, orderId)
      try {
        const { hash, siteCode } = await createHash.mutateAsync({
          data: { orderId, patientNo, amount, provider, ...whatIsPaid(posting) },
        })
        pendingOrders.add(payer, {
          orderId,
          provider,
          amount,
          posting,
          goodsName: order.goodsName,
          createdAt: isoDateTime(appClock.now()),
        })
        const card = await nativeBridge().startCardPayment({
          provider,
          orderId,
          amount,
          hash,
          siteCode,
          goodsName: order.goodsName,
        })
        if (card.status === 'cancelled') {
          forget()
          overlays.toast(words.cancelled)
          return 'cancelled'
        }
        if (card.status === 'failed') {
          // Nothing was approved: the order is forgotten (a new try is a new order).
          forget()
          return { declined: card }
        }
        const checked = await approveOrder.mutateAsync({
          data: { orderId, provider, amount, approvalNo: card.approvalNo, hash },
        })
        const cardName = checked.cardName ?? card.cardName
        const approval: CardApproval = { ...checked, provider, ...(cardName ? { cardName } : {}) }
        let paymentId: string | undefined
        try {
          paymentId = await postOrder(posting, approval)
        } catch (postingError) {
          // Maybe posted (an answer lost on the way back, a server error): look before undoing anything.
          const settled = isUnknownOutcome(postingError)
            ? await settleUnknown(posting, approval, postingError)
            : ({ kind: 'refused', error: postingError } as const)
          if (settled.kind === 'paid') {
            forget()
            hide()
            await steps.onPaid(approval)
            return 'paid'
          }
          if (settled.kind === 'pending') {
            hide()
            await overlays.alert({
              title: words.pendingTitle,
              message: words.pending(formatWon(amount)),
              tone: 'error',
            })
            return 'pending'
          }
          // Refused (not posted): undo the approval with its own provider, so nothing is half paid.
          const reason = errorMessageOf(settled.error)
          const cancel = approval.provider === 'KOCES' ? cancelKoces : cancelKcp
          let message: string
          try {
            if (settled.kind === 'refused')
              await cancel.mutateAsync({
                data: {
                  orderId,
                  approvalNo: approval.approvalNo,
                  approvalDate: isoDate(approval.approvedAt),
                  amount: approval.amount,
                  reason: words.cancelReason,
                },
              })
            forget()
            message = words.postingFailed(reason)
          } catch {
            message = words.cancelFailed(reason)
          }
          hide()
          await steps.onUndone?.()
          await overlays.alert({ title: words.postingFailedTitle, message, tone: 'error' })
          return 'undone'
        }
        forget()
        hide()
        await steps.onPaid(paymentId ? { ...approval, paymentId } : approval)
        return 'paid'
      } catch (error) {
        // A call's error dialog has been shown; what the shell itself refused is said here.
        if (!isApiError(error)) {
          hide()
          await overlays.alert({ message: error instanceof Error ? error.message : messages.errors.generic })
        }
        return 'failed'
      } finally {
        inFlightOrders.delete(orderId)
        hide()
      }
    },
    [overlays, createHash, approveOrder, cancelKcp, cancelKoces],
  )

  const pay = useCallback(
    async (order: CardOrder, steps: CardPaymentSteps): Promise<CardPaymentOutcome> => {
      if (running.current) return 'busy'
      running.current = true
      setPaying(true)
      try {
        // Declined: why, that nothing was charged, and the card page again (the same goods and
        // amount, a new order) for as long as the patient asks; still one payment at a time.
        for (;;) {
          const outcome = await attempt(order, steps)
          if (typeof outcome === 'string') return outcome
          const next = await overlays.choose(declineDialog(outcome.declined))
          if (next === null) return 'refused'
        }
      } finally {
        running.current = false
        setPaying(false)
      }
    },
    [overlays, attempt],
  )

  return { pay, isPaying }
}

/** What the hash request names besides the amount, for the server to check it against. */
const whatIsPaid = (posting: Posting) =>
  posting.kind === 'pharmacy'
    ? { rxId: posting.rxId }
    : posting.kind === 'documentFee'
      ? { receptionId: posting.receptionId, documentType: posting.documentType }
      : {}

type Settled =
  | { kind: 'paid' }
  | { kind: 'pending' }
  /** Not posted, and the server said so: the approval is to be cancelled. */
  | { kind: 'refused'; error: unknown }
  /** Not posted, and the server has already cancelled the approval itself. */
  | { kind: 'cancelled'; error: unknown }

/**
 * A posting whose outcome is unknown (no answer, a server error): the order's status says what
 * happened. Posted: paid. Still approved (so certainly not posted): posted once more, as postings
 * are idempotent; a second definite refusal is a refusal. No answer to either: it stays pending
 * on the phone and is finished at the next start.
 */
async function settleUnknown(posting: Posting, approval: CardApproval, first: unknown): Promise<Settled> {
  let status
  try {
    status = (await fetchOrderStatus(approval.orderId)).status
  } catch {
    return { kind: 'pending' }
  }
  if (status === 'POSTED') return { kind: 'paid' }
  if (status === 'CANCELLED') return { kind: 'cancelled', error: first }
  if (status !== 'APPROVED') return { kind: 'pending' }
  try {
    await postOrder(posting, approval)
    return { kind: 'paid' }
  } catch (again) {
    return isApiError(again) && again.kind !== 'no-response' ? { kind: 'refused', error: again } : { kind: 'pending' }
  }
}
