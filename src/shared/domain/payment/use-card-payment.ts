import { useCallback, useRef, useState } from 'react'
import { useApproveOrder, useCreatePaymentHash } from '@/api/generated/common'
import type { CardProvider, OrderApproval } from '@/api/generated/common/model'
import { useCancelKcpPayment, useCancelKocesPayment } from '@/api/generated/hospital'
import { errorMessageOf, isApiError } from '@/api/http'
import { CARD_PROVIDER } from '@/shared/config/payment'
import { appClock } from '@/shared/lib/clock'
import { isoDate } from '@/shared/lib/dates'
import { messages } from '@/shared/messages'
import { cardPayment as words } from '@/shared/messages/card-payment'
import { nativeBridge } from '@/shared/native'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { newOrderId } from './order-id'

export interface CardOrder {
  /** Whose payment (the signed-in patient, or another patient for proxy payment). */
  patientNo: string
  amount: number
  /** Shown on the card provider's page. */
  goodsName: string
  /** The provider the payment goes through (the hospital's, by default). */
  provider?: CardProvider
  /** A pharmacy charge: its e-prescription (the hash is checked against it, not the hospital's bills). */
  rxId?: string
}

/** A card payment the provider approved and the hospital checked. */
export interface CardApproval extends OrderApproval {
  provider: CardProvider
  /** The card's name from the hospital's check, or from the provider's page. */
  cardName?: string
}

export interface CardPaymentSteps {
  /** Records the approved payment against what is paid (bills, the interim bill, a pharmacy). */
  post: (approval: CardApproval) => Promise<unknown>
  /** After the posting: refresh what changed, tell the patient, move on. */
  onPaid: (approval: CardApproval) => Promise<void>
  /** After a posting failed and its approval was cancelled: refresh what may have changed. */
  onUndone?: () => Promise<void>
}

/**
 * How a payment ended: `paid`; `cancelled` on the card page; `refused` by the card page;
 * `undone` (the posting failed and the approval was cancelled); `failed` (a call failed before
 * any approval, its dialog shown); `busy` (a payment was already under way).
 */
export type CardPaymentOutcome = 'paid' | 'cancelled' | 'refused' | 'undone' | 'failed' | 'busy'

/**
 * The card flow (spec section 7), the same for everything the app collects: a hash for the
 * order, the card provider's page in the shell, the hospital's check of the approval, then the
 * caller's posting.
 * - cancelled on the card page: a notification, nothing changes;
 * - refused by the card page: its message;
 * - the posting fails after the approval: the approval is cancelled through the provider that
 *   took it (KCP or KOCES), so nothing is ever half paid, and the patient is told so;
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

  const pay = useCallback(
    async (order: CardOrder, steps: CardPaymentSteps): Promise<CardPaymentOutcome> => {
      if (running.current) return 'busy'
      running.current = true
      setPaying(true)
      const hide = overlays.showSpinner()
      const provider = order.provider ?? CARD_PROVIDER
      const { patientNo, amount } = order
      try {
        const orderId = newOrderId(appClock.now())
        const { hash, siteCode } = await createHash.mutateAsync({
          data: { orderId, patientNo, amount, provider, ...(order.rxId ? { rxId: order.rxId } : {}) },
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
          overlays.toast(words.cancelled)
          return 'cancelled'
        }
        if (card.status === 'failed') {
          hide()
          await overlays.alert({ title: words.failedTitle, message: card.message, tone: 'error' })
          return 'refused'
        }
        const checked = await approveOrder.mutateAsync({
          data: { orderId, provider, amount, approvalNo: card.approvalNo, hash },
        })
        const cardName = checked.cardName ?? card.cardName
        const approval: CardApproval = { ...checked, provider, ...(cardName ? { cardName } : {}) }
        try {
          await steps.post(approval)
        } catch (postingError) {
          // Approved but not posted: undo the approval with its own provider, so nothing is half paid.
          const reason = errorMessageOf(postingError)
          const cancel = approval.provider === 'KOCES' ? cancelKoces : cancelKcp
          let message: string
          try {
            await cancel.mutateAsync({
              data: {
                orderId,
                approvalNo: approval.approvalNo,
                approvalDate: isoDate(approval.approvedAt),
                amount: approval.amount,
                reason: words.cancelReason,
              },
            })
            message = words.postingFailed(reason)
          } catch {
            message = words.cancelFailed(reason)
          }
          hide()
          await steps.onUndone?.()
          await overlays.alert({ title: words.postingFailedTitle, message, tone: 'error' })
          return 'undone'
        }
        hide()
        await steps.onPaid(approval)
        return 'paid'
      } catch (error) {
        // A call's error dialog has been shown; what the shell itself refused is said here.
        if (!isApiError(error)) {
          hide()
          await overlays.alert({ message: error instanceof Error ? error.message : messages.errors.generic })
        }
        return 'failed'
      } finally {
        hide()
        running.current = false
        setPaying(false)
      }
    },
    [overlays, createHash, approveOrder, cancelKcp, cancelKoces],
  )

  return { pay, isPaying }
}
