import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { ErxPrescription } from '@/api/generated/prescription/model'
import { useCardPayment } from '@/shared/blocks/payment/use-card-payment'
import { useResumePendingOrders } from '@/shared/blocks/payment/use-resume-pending-orders'
import { isoDate, todayKst } from '@/shared/lib/dates'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { refreshPrescription } from '@/features/prescriptions/prescriptions.queries'

interface RxCharge {
  rxId: string
  patientNo: string
  amount: number
  pharmName: string
}

/**
 * Paying the pharmacy in the app: the shared card flow (hash, the card page, the hospital's
 * check), posted to the e-prescription service as its trace number and then the payment. A
 * refused, cancelled or failed payment leaves it payable (a failed posting is undone with the
 * card provider); a second tap while one is under way does nothing.
 */
export function useRxPayment(prescription: Pick<ErxPrescription, 'issuedAt'>) {
  const overlays = useOverlays()
  const queryClient = useQueryClient()
  // A payment this phone left unfinished is finished when the pharmacy charge opens.
  useResumePendingOrders()
  const { pay, isPaying } = useCardPayment()

  const payCharge = useCallback(
    (charge: RxCharge) => {
      const refresh = () =>
        refreshPrescription(queryClient, {
          rxId: charge.rxId,
          issuedDate: isoDate(prescription.issuedAt),
          today: todayKst(),
          payments: true,
        }).then(() => undefined)
      return pay(
        {
          patientNo: charge.patientNo,
          amount: charge.amount,
          goodsName: words.detail.goodsName(charge.pharmName),
          posting: { kind: 'pharmacy', rxId: charge.rxId },
        },
        {
          onUndone: refresh,
          onPaid: async () => {
            await refresh()
            overlays.toast(words.detail.paidToast)
          },
        },
      )
    },
    [pay, queryClient, prescription.issuedAt, overlays],
  )

  return { payCharge, isPaying }
}
