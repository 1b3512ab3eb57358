import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { getFetchPaymentSummaryQueryKey } from '../../../api/generated/common'
import {
  getListOutpatientPaymentsQueryKey,
  getListPayableBillsQueryKey,
  useUpdatePaymentInfo,
} from '../../../api/generated/outpatient'
import { allHistoryRanges } from '../../../shared/domain/payment/history'
import { useCardPayment } from '../../../shared/domain/payment/use-card-payment'
import { todayKst } from '../../../shared/lib/dates'
import { payment } from '../../../shared/messages/payment'
import { useAppNavigation } from '../../../shared/navigation/navigation-context'
import { useOverlays } from '../../../shared/overlays/overlays-context'
import { href } from '../../../shared/routes/route-table'

export interface BillsPaymentRequest {
  /** Whose bills (the signed-in patient, or another patient for proxy payment). */
  patientNo: string
  billIds: string[]
  amount: number
}

/**
 * Outpatient bills by card: the shared card flow, posted to the bills (updatePaymentInfo).
 * Paid: the bills, history and summary are refreshed, and the history shows it.
 */
export function useBillsPayment() {
  const overlays = useOverlays()
  const navigation = useAppNavigation()
  const queryClient = useQueryClient()
  const updatePaymentInfo = useUpdatePaymentInfo({ mutation: { meta: { errorDisplay: 'silent' } } })
  const { pay, isPaying } = useCardPayment()

  const refreshBills = useCallback(
    () => queryClient.invalidateQueries({ queryKey: getListPayableBillsQueryKey(todayKst()) }),
    [queryClient],
  )

  const payBills = useCallback(
    ({ patientNo, billIds, amount }: BillsPaymentRequest) =>
      pay(
        { patientNo, amount, goodsName: payment.goodsName },
        {
          post: (approval) =>
            updatePaymentInfo.mutateAsync({
              data: {
                patientNo,
                billIds,
                amount,
                provider: approval.provider,
                orderId: approval.orderId,
                approvalNo: approval.approvalNo,
                ...(approval.cardName ? { cardName: approval.cardName } : {}),
              },
            }),
          onUndone: refreshBills,
          onPaid: async () => {
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
            overlays.toast(payment.paid)
            await navigation.navigate(href('outpatientPaymentHistory'))
          },
        },
      ),
    [pay, updatePaymentInfo, refreshBills, queryClient, overlays, navigation],
  )

  return { payBills, isPaying }
}
