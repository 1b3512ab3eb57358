import { cardPayment as words } from '@/shared/messages/card-payment'
import type { CardDeclineCode, CardPaymentResult } from '@/shared/native'
import type { ChoiceOptions } from '@/shared/overlays/overlays-context'

/** The card page's decline: nothing was approved. */
export type Declined = Extract<CardPaymentResult, { status: 'failed' }>

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

/**
 * Reasons of the card itself (no limit left, expired, stopped): another card is the likelier way,
 * so it is offered first. A mistyped number or PIN, or no answer, is rather tried again.
 */
const CARD_AT_FAULT: ReadonlySet<CardDeclineCode | undefined> = new Set([
  'LIMIT_EXCEEDED',
  'CARD_EXPIRED',
  'CARD_SUSPENDED',
])

/** What the patient may do next: both open the card page again (where a card is chosen), as a new order. */
export type AfterDecline = 'retry' | 'another-card'

/** The decline's dialog: why, nothing charged, another try or another card, or 닫기. */
export function declineDialog(declined: Pick<Declined, 'code' | 'message'>): ChoiceOptions<AfterDecline> {
  const retry = { value: 'retry', label: words.declined.retry } as const
  const anotherCard = { value: 'another-card', label: words.declined.anotherCard } as const
  return {
    title: words.declined.title,
    message: declineMessage(declined),
    choices: CARD_AT_FAULT.has(declined.code) ? [anotherCard, retry] : [retry, anotherCard],
    closeLabel: words.declined.close,
    tone: 'error',
  }
}
