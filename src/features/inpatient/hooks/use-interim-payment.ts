import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { InterimBill } from '@/api/generated/inpatient/model'
import { getFetchInterimBillQueryKey, getListInpatientPaymentsQueryKey } from '@/api/generated/inpatient'
import { allHistoryRanges } from '@/shared/domain/payment/history'
import { useCardPayment } from '@/shared/domain/payment/use-card-payment'
import { useResumePendingOrders } from '@/shared/domain/payment/use-resume-pending-orders'
import { todayKst } from '@/shared/lib/dates'
import { inpatient } from '@/shared/messages/inpatient'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'

/**
 * The interim bill by card: the shared card flow, posted to the stay's interim bill
 * (payInterimBill). Paid: the bill and the history are refreshed, and the history shows it.
 * A failed posting has its card approval undone by the card flow, and the bill is read again.
 */
export function useInterimPayment() {
  const overlays = useOverlays()
  const navigation = useAppNavigation()
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
          onPaid: async () => {
            await Promise.all([
              refreshBill(),
              ...allHistoryRanges(todayKst()).map((range) =>
                queryClient.invalidateQueries({
                  queryKey: getListInpatientPaymentsQueryKey(range.startDate, range.endDate),
                }),
              ),
            ])
            overlays.toast(inpatient.payment.paid)
            await navigation.navigate(href('inpatientPaymentHistory'))
          },
        },
      ),
    [pay, refreshBill, queryClient, overlays, navigation],
  )

  return { payBill, isPaying }
}
