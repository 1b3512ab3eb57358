import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { getFetchPaymentSummaryQueryKey, useApproveOrder, useCreatePaymentHash } from '../../../api/generated/common'
import { useCancelKcpPayment } from '../../../api/generated/hospital'
import {
  getListOutpatientPaymentsQueryKey,
  getListPayableBillsQueryKey,
  useUpdatePaymentInfo,
} from '../../../api/generated/outpatient'
import { errorMessageOf, isApiError } from '../../../api/http'
import { appClock } from '../../../shared/lib/clock'
import { isoDate, todayKst } from '../../../shared/lib/dates'
import { messages } from '../../../shared/messages'
import { payment } from '../../../shared/messages/payment'
import { nativeBridge } from '../../../shared/native'
import { useAppNavigation } from '../../../shared/navigation/navigation-context'
import { useOverlays } from '../../../shared/overlays/overlays-context'
import { href } from '../../../shared/routes/route-table'
import { allHistoryRanges } from '../lib/history'
import { newOrderId } from '../lib/order-id'

const { flow } = payment

/** The app pays by card through KCP. */
const PROVIDER = 'KCP' as const

export interface CardPaymentRequest {
  /** Whose bills (the signed-in patient, or another patient for proxy payment). */
  patientNo: string
  billIds: string[]
  amount: number
}

/**
 * The card flow (spec section 7, outpatient payment): a hash for the order, the card provider's
 * page in the shell, the hospital's check of the approval, then the posting to the bills.
 * - cancelled on the card page: a notification, nothing changes;
 * - refused by the card page: its message;
 * - the posting fails after the approval: the approval is cancelled (KCP cancel), so nothing is
 *   ever half paid, and the patient is told so;
 * - paid: a notification, the bills, history and summary are refreshed, and the history shows it.
 * One payment at a time: a second tap while one is under way does nothing.
 */
export function useCardPayment() {
  const overlays = useOverlays()
  const navigation = useAppNavigation()
  const queryClient = useQueryClient()
  const createHash = useCreatePaymentHash()
  const approveOrder = useApproveOrder()
  const updatePaymentInfo = useUpdatePaymentInfo({ mutation: { meta: { errorDisplay: 'silent' } } })
  const cancelKcp = useCancelKcpPayment({ mutation: { meta: { errorDisplay: 'silent' } } })
  const running = useRef(false)
  const [isPaying, setPaying] = useState(false)

  const refreshAfterPayment = useCallback(async () => {
    const today = todayKst()
    await Promise.all([
      // Every patient's list of today (own and proxy).
      queryClient.invalidateQueries({ queryKey: getListPayableBillsQueryKey(today) }),
      queryClient.invalidateQueries({ queryKey: getFetchPaymentSummaryQueryKey() }),
      ...allHistoryRanges(today).map((range) =>
        queryClient.invalidateQueries({ queryKey: getListOutpatientPaymentsQueryKey(range.startDate, range.endDate) }),
      ),
    ])
  }, [queryClient])

  const pay = useCallback(
    async ({ patientNo, billIds, amount }: CardPaymentRequest): Promise<void> => {
      if (running.current) return
      running.current = true
      setPaying(true)
      const hide = overlays.showSpinner()
      try {
        const orderId = newOrderId(appClock.now())
        const { hash, siteCode } = await createHash.mutateAsync({
          data: { orderId, patientNo, amount, provider: PROVIDER },
        })
        const card = await nativeBridge().startCardPayment({
          provider: PROVIDER,
          orderId,
          amount,
          hash,
          siteCode,
          goodsName: payment.goodsName,
        })
        if (card.status === 'cancelled') {
          overlays.toast(flow.cancelled)
          return
        }
        if (card.status === 'failed') {
          hide()
          await overlays.alert({ title: flow.failedTitle, message: card.message, tone: 'error' })
          return
        }
        const approval = await approveOrder.mutateAsync({
          data: { orderId, provider: PROVIDER, amount, approvalNo: card.approvalNo, hash },
        })
        try {
          await updatePaymentInfo.mutateAsync({
            data: {
              patientNo,
              billIds,
              amount,
              provider: PROVIDER,
              orderId,
              approvalNo: approval.approvalNo,
              ...((approval.cardName ?? card.cardName) ? { cardName: approval.cardName ?? card.cardName } : {}),
            },
          })
        } catch (postingError) {
          // Approved but not posted: undo the approval so nothing is half paid.
          const reason = errorMessageOf(postingError)
          let message: string
          try {
            await cancelKcp.mutateAsync({
              data: {
                orderId,
                approvalNo: approval.approvalNo,
                approvalDate: isoDate(approval.approvedAt),
                amount: approval.amount,
                reason: flow.cancelReason,
              },
            })
            message = flow.postingFailed(reason)
          } catch {
            message = flow.cancelFailed(reason)
          }
          hide()
          await queryClient.invalidateQueries({ queryKey: getListPayableBillsQueryKey(todayKst()) })
          await overlays.alert({ title: flow.postingFailedTitle, message, tone: 'error' })
          return
        }
        await refreshAfterPayment()
        hide()
        overlays.toast(flow.success)
        await navigation.navigate(href('outpatientPaymentHistory'))
      } catch (error) {
        // A call's error dialog has been shown; what the shell itself refused is said here.
        if (!isApiError(error)) {
          hide()
          await overlays.alert({ message: error instanceof Error ? error.message : messages.errors.generic })
        }
      } finally {
        hide()
        running.current = false
        setPaying(false)
      }
    },
    [overlays, navigation, queryClient, createHash, approveOrder, updatePaymentInfo, cancelKcp, refreshAfterPayment],
  )

  return { pay, isPaying }
}
