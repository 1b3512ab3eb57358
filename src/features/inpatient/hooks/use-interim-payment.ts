import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { InterimBill } from '@/api/generated/inpatient/model'
import { getFetchInterimBillQueryKey, getListInpatientPaymentsQueryKey } from '@/api/generated/inpatient'
import { allHistoryRanges } from '@/shared/domain/payment/history'
import { type CardApproval, useCardPayment } from '@/shared/blocks/payment/use-card-payment'
import { useResumePendingOrders } from '@/shared/blocks/payment/use-resume-pending-orders'
import { todayKst } from '@/shared/lib/dates'
import { inpatient } from '@/shared/messages/inpatient'

/**
 * The interim bill by card: the shared card flow, posted to the stay's interim bill
 * (payInterimBill). Paid: the bill and the history are refreshed, and `onPaid` shows the completion.
 * A failed posting has its card approval undone by the card flow, and the bill is read again.
 */
export function useInterimPayment(onPaid: (approval: CardApproval) => void) {
  const queryClient = useQueryClient()
  // A payment this phone left unfinished is finished when the payment screen opens.
  useResumePendingOrders()
  const { pay, isPaying } = useCardPayment()

  const refreshBill = useCallback(
    () => queryClient.invalidateQueries({ queryKey: getFetchInterimBillQueryKey() }),
    [queryClient],
  )

  const payBill = useCallback(
    (bill: InterimBill, patientNo: string) =>
      pay(
        {
          patientNo,
          amount: bill.amountDue,
          goodsName: inpatient.payment.goodsName,
          posting: { kind: 'interim', receptionId: bill.receptionId },
        },
        {
          onUndone: refreshBill,
          onPaid: async (approval) => {
            await Promise.all([
              refreshBill(),
              ...allHistoryRanges(todayKst()).map((range) =>
                queryClient.invalidateQueries({
                  queryKey: getListInpatientPaymentsQueryKey(range.startDate, range.endDate),
                }),
              ),
            ])
            onPaid(approval)
          },
        },
      ),
    [pay, refreshBill, queryClient, onPaid],
  )

  return { payBill, isPaying }
}
