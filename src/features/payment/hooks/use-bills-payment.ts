import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { getFetchPaymentSummaryQueryKey, usePayByHipass } from '@/api/generated/common'
import { getListOutpatientPaymentsQueryKey, getListPayableBillsQueryKey } from '@/api/generated/outpatient'
import { isApiError } from '@/api/http'
import { allHistoryRanges } from '@/shared/domain/payment/history'
import { useCardPayment } from '@/shared/blocks/payment/use-card-payment'
import { useResumePendingOrders } from '@/shared/blocks/payment/use-resume-pending-orders'
import { appClock } from '@/shared/lib/clock'
import { isoDateTime, todayKst } from '@/shared/lib/dates'
import { payment } from '@/shared/messages/payment'
import { useOverlays } from '@/shared/overlays/overlays-context'
import type { PaidBills } from '@/features/payment/components/PaymentDone'
import { payListQuery } from '@/features/payment/payment.queries'

export interface BillsPaymentRequest {
  /** Whose bills (the signed-in patient, or another patient for proxy payment). */
  patientNo: string
  billIds: string[]
  amount: number
}

/** How a payment was made, for its completion. */
export type PaidWith = Pick<PaidBills, 'method' | 'paidAt' | 'paymentId'>

/**
 * Outpatient bills, paid by card (the shared card flow, posted with updatePaymentInfo) or with
 * the registered hi-pass card at once (payByHipass). Paid: the bills, history and summary are
 * refreshed, and `onPaid` shows the completion.
 */
export function useBillsPayment(onPaid: (request: BillsPaymentRequest, how: PaidWith) => void) {
  const overlays = useOverlays()
  const queryClient = useQueryClient()
  // A payment this phone left unfinished is finished when the payment screen opens.
  useResumePendingOrders()
  const payByHipass = usePayByHipass()
  const { pay, isPaying } = useCardPayment()
  const hipassRunning = useRef(false)
  const [isPayingByHipass, setPayingByHipass] = useState(false)

  const refreshBills = useCallback(
    () => queryClient.invalidateQueries({ queryKey: getListPayableBillsQueryKey(todayKst()) }),
    [queryClient],
  )

  const paid = useCallback(
    async (request: BillsPaymentRequest, how: PaidWith) => {
      const today = todayKst()
      await Promise.all([
        // Every patient's list of today (own and proxy).
        refreshBills(),
        queryClient.invalidateQueries({ queryKey: getFetchPaymentSummaryQueryKey() }),
        ...allHistoryRanges(today).map((range) =>
          queryClient.invalidateQueries({
            queryKey: getListOutpatientPaymentsQueryKey(range.startDate, range.endDate),
          }),
        ),
      ])
      onPaid(request, how)
    },
    [refreshBills, queryClient, onPaid],
  )

  const payBills = useCallback(
    (request: BillsPaymentRequest) => {
      const { patientNo, billIds, amount } = request
      return pay(
        { patientNo, amount, goodsName: payment.goodsName, posting: { kind: 'bills', patientNo, billIds } },
        {
          onUndone: refreshBills,
          onPaid: (approval) =>
            paid(request, {
              method: { kind: 'card', cardName: approval.cardName, approvalNo: approval.approvalNo },
              paidAt: approval.approvedAt,
              paymentId: approval.paymentId,
            }),
        },
      )
    },
    [pay, refreshBills, paid],
  )

  /**
   * With the registered hi-pass card, at once (no card page). A payment whose answer never came
   * is looked up in the bills before anything is said: paid, or not.
   */
  const payBillsByHipass = useCallback(
    async (request: BillsPaymentRequest, card: string) => {
      const { patientNo, billIds, amount } = request
      if (hipassRunning.current) return
      hipassRunning.current = true
      setPayingByHipass(true)
      const hide = overlays.showSpinner()
      try {
        const result = await payByHipass.mutateAsync({ data: { patientNo, billIds, amount } })
        hide()
        await paid(request, { method: { kind: 'hipass', card }, paidAt: result.paidAt, paymentId: result.paymentId })
      } catch (error) {
        if (isApiError(error) && error.kind === 'no-response') {
          // The bills still due today: a paid bill is no longer listed.
          const stillDue = await queryClient
            .fetchQuery(payListQuery(todayKst()))
            .then((list) => list.bills.some((bill) => billIds.includes(bill.billId)))
            .catch(() => undefined)
          hide()
          // Paid, with no answer to tell its receipt: the completion leads to the history.
          if (stillDue === false)
            return void (await paid(request, {
              method: { kind: 'hipass', card },
              paidAt: isoDateTime(appClock.now()),
            }))
          await overlays.alert({
            title: payment.hipassPay.failedTitle,
            message: stillDue ? payment.hipassPay.notPaid : payment.hipassPay.unknown,
            tone: 'error',
          })
        }
        // Any other failure: the call's error dialog has been shown.
      } finally {
        hide()
        hipassRunning.current = false
        setPayingByHipass(false)
      }
    },
    [overlays, payByHipass, paid, queryClient],
  )

  return { payBills, payBillsByHipass, isPaying: isPaying || isPayingByHipass }
}
