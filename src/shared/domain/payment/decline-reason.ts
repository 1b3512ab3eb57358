import { cardPayment as words } from '@/shared/messages/card-payment'
import type { CardPaymentResult } from '@/shared/native'

type Declined = Extract<CardPaymentResult, { status: 'failed' }>

/**
 * Why the card page declined, for the patient: a reason the app knows in its own words; any other
 * the processor's text when it gave one, else a plain line. It only informs: nothing was approved.
 */
export function declineReason({ code, message }: Pick<Declined, 'code' | 'message'>): string {
  if (code && code !== 'UNKNOWN') return words.declined.reasons[code]
  return message?.trim() || words.declined.generic
}

/** The decline dialog's text: why, and that nothing was charged. */
export const declineMessage = (declined: Pick<Declined, 'code' | 'message'>) =>
  `${declineReason(declined)}\n${words.declined.nothingCharged}`
