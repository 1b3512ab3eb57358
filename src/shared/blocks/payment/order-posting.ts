/**
 * What a card payment is for, and posting its approval there: the outpatient bills
 * (updatePaymentInfo), the stay's interim bill (payInterimBill), a pharmacy charge (the
 * e-prescription service's trace number, then payRx) or a document's issuing fee (payDocumentFee). One place, so a payment the app finishes
 * after a restart is posted exactly as the screen that started it would have.
 */
import { payDocumentFee } from '@/api/generated/common'
import type { CardProvider, VisitDocumentType } from '@/api/generated/common/model'
import { payInterimBill } from '@/api/generated/inpatient'
import { updatePaymentInfo } from '@/api/generated/outpatient'
import { payRx, saveRxTraceNo } from '@/api/generated/rx'

export type Posting =
  | { kind: 'bills'; patientNo: string; billIds: string[] }
  | { kind: 'interim'; receptionId: string }
  | { kind: 'pharmacy'; rxId: string }
  | { kind: 'documentFee'; receptionId: string; documentType: VisitDocumentType }

export interface ApprovedOrder {
  orderId: string
  provider: CardProvider
  amount: number
  approvalNo: string
  cardName?: string | undefined
}

/**
 * Posts an approved order (every posting is idempotent by order id: a repeat changes nothing).
 * Resolves the hospital's payment id where the posting answers one (the outpatient bills), so
 * the completion can open its receipt.
 */
export async function postOrder(posting: Posting, order: ApprovedOrder): Promise<string | undefined> {
  const { orderId, provider, amount, approvalNo } = order
  const card = { orderId, provider, approvalNo, ...(order.cardName ? { cardName: order.cardName } : {}) }
  switch (posting.kind) {
    case 'bills':
      return (await updatePaymentInfo({ patientNo: posting.patientNo, billIds: posting.billIds, amount, ...card }))
        .paymentId
    case 'interim':
      await payInterimBill({ receptionId: posting.receptionId, amount, ...card })
      return undefined
    case 'pharmacy':
      await saveRxTraceNo({ rxId: posting.rxId, traceNo: orderId })
      await payRx({ rxId: posting.rxId, amount, ...card })
      return undefined
    case 'documentFee':
      return (await payDocumentFee(posting.receptionId, posting.documentType, { amount, ...card })).paymentId
  }
}
