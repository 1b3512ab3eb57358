import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import type { VisitDocument } from '@/api/generated/common/model'
import { useCardPayment } from '@/shared/blocks/payment/use-card-payment'
import { useResumePendingOrders } from '@/shared/blocks/payment/use-resume-pending-orders'
import { documents } from '@/shared/messages/documents'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import { visitDocumentsQuery } from '@/features/documents/documents.queries'

const { visit: words } = documents

/**
 * A document's issuing fee (a copy of a certificate) by card, through the shared card flow:
 * posted to the document (payDocumentFee). Paid: the list is read again (the document is the
 * patient's now) and the document opens. A payment the app could not finish (the WebView killed
 * mid-way) is finished when this screen opens again, as with bills.
 */
export function useDocumentFee(receptionId: string) {
  useResumePendingOrders()
  const { pay, isPaying } = useCardPayment()
  const session = useSession()
  const queryClient = useQueryClient()
  const overlays = useOverlays()
  const navigate = useNavigate()

  const refreshList = useCallback(
    () => queryClient.invalidateQueries({ queryKey: visitDocumentsQuery(receptionId).queryKey }),
    [queryClient, receptionId],
  )

  const payFee = useCallback(
    async (document: VisitDocument) => {
      const patientNo = session.user?.patientNo
      if (!patientNo) return
      await pay(
        {
          patientNo,
          amount: document.fee,
          goodsName: words.feeGoodsName(document.title),
          posting: { kind: 'documentFee', receptionId, documentType: document.documentType },
        },
        {
          onUndone: refreshList,
          onPaid: async () => {
            await refreshList()
            overlays.toast(words.feePaid)
            await navigate(href('visitDocuments', { receptionId }, { document: document.documentType }))
          },
        },
      )
    },
    [pay, session.user?.patientNo, receptionId, refreshList, overlays, navigate],
  )

  return { payFee, isPaying }
}
