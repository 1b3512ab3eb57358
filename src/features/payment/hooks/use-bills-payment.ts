import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef, useState } from 'react'
import { getFetchPaymentSummaryQueryKey, usePayByHipass } from '@/api/generated/common'
import { getListOutpatientPaymentsQueryKey, getListPayableBillsQueryKey } from '@/api/generated/outpatient'
import { isApiError } from '@/api/http'
import { allHistoryRanges } from '@/shared/domain/payment/history'
import { useCardPayment } from '@/shared/domain/payment/use-card-payment'
import { useResumePendingOrders } from '@/shared/domain/payment/use-resume-pending-orders'
import { todayKst } from '@/shared/lib/dates'
import { payment } from '@/shared/messages/payment'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { payListQuery } from '../payment.queries'

export interface BillsPaymentRequest {
  /** Whose bills (the signed-in patient, or another patient for proxy payment). */
  patientNo: string
  billIds: string[]
  amount: number
}

/**
 * Outpatient bills, paid by card (the shared card flow, posted with updatePaymentInfo) or with
 * the registered hi-pass card at once (payByHipass). Paid: the bills, history and summary are
 * refreshed, and the history shows it.
 */
export function useBillsPayment() {
  const overlays = useOverlays()
  const navigation = useAppNavigation()
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

  const paid = useCallback(async () => {
    const today = todayKst()
    await Promise.all([
      // Every patient's list of today (own and proxy).
      refreshBills(),
      queryClient.invalidateQueries({ queryKey: getFetchPaymentSummaryQueryKey() }),
      ...allHistoryRanges(today).map((range) =>
        queryClient.invalidateQueries({ queryKey: getListOutpatientPaymentsQueryKey(range.startDate, range.endDate) }),
      ),
    ])
    overlays.toast(payment.paid)
    await navigation.navigate(href('outpatientPaymentHistory'))
  }, [refreshBills, queryClient, overlays, navigation])

  const payBills = useCallback(
    ({ patientNo, billIds, amount }: BillsPaymentRequest) =>
      pay(
        { patientNo, amount, goodsName: payment.goodsName, posting: { kind: 'bills', patientNo, billIds } },
        {
          onUndone: refreshBills,
          onPaid: paid,
        },
      ),
    [pay, refreshBills, paid],
  )

  /**
   * With the registered hi-pass card, at once (no card page). A payment whose answer never came
   * is looked up in the bills before anything is said: paid, or not.
   */
  const payBillsByHipass = useCallback(
    async ({ patientNo, billIds, amount }: BillsPaymentRequest) => {
      if (hipassRunning.current) return
      hipassRunning.current = true
      setPayingByHipass(true)
      const hide = overlays.showSpinner()
      try {
        await payByHipass.mutateAsync({ data: { patientNo, billIds, amount } })
        hide()
        await paid()
      } catch (error) {
        if (isApiError(error) && error.kind === 'no-response') {
          // The bills still due today: a paid bill is no longer listed.
          const stillDue = await queryClient
            .fetchQuery(payListQuery(todayKst()))
            .then((list) => list.bills.some((bill) => billIds.includes(bill.billId)))
            .catch(() => undefined)
          hide()
          if (stillDue === false) return void (await paid())
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
