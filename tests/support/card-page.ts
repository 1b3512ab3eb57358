/**
 * The card processor's payment page, as the shell reaches it: approves an order whose hash the
 * hospital issued (tests in Node share the sandbox's realm, so they reach it directly, as the
 * stories' shell does; the demo's and the e2e tests' shell go through the control API).
 */
import { approveOnCardPage } from '../../mocks/handlers/card-orders'

export async function approveAtCardPage(order: {
  provider: 'KCP' | 'KOCES'
  orderId: string
  amount: number
  hash: string
  siteCode: string
}): Promise<{ approvalNo: string; cardName: string }> {
  const { approvalNo, cardName } = await approveOnCardPage(order, '신한카드')
  return { approvalNo, cardName }
}
