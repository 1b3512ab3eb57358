/**
 * Hi-pass card registration, as the hospital's server and the card-management service (SK pay)
 * share it: the server gives a one-time authorization for one account and patient
 * (authorizeSkPay), the service's page registers a card with it and hands the shell a card token,
 * and the server asks the service by that token before it believes any card (updateHipassCard).
 * Nothing the phone says about a card is taken: not its name, not its number.
 */
import { isoDateTime, kst } from '@/shared/lib/dates'
import { sandbox } from '../runtime/sandbox'
import { isExpired, randomToken } from './lib/credentials'
import { refuse } from './lib/refusal'
import type { Caller } from './lib/session'

/** How long an authorization lets the card page register a card. */
const AUTHORIZATION_MINUTES = 10

export async function authorizeCardRegistration(caller: Caller, patientNo: string) {
  const authToken = randomToken('skpay_', 24)
  const expiresAt = isoDateTime(kst(sandbox.clock.now()).add(AUTHORIZATION_MINUTES, 'minute'))
  await sandbox.db.cardRegistrations.create({
    authToken,
    patientNo,
    ownerUserId: caller.mainUser.userId,
    expiresAt,
    status: 'AUTHORIZED',
  })
  return { authToken, expiresAt }
}

/**
 * The card page registers a card with an authorization (the simulated shells' sheet, through
 * the control API): unknown, used or expired authorizations are refused.
 */
export async function registerOnCardPage(authToken: string, cardName = 'KB국민카드') {
  const record = sandbox.db.cardRegistrations.findFirst((q) => q.where({ authToken, status: 'AUTHORIZED' }))
  if (!record || isExpired(record.expiresAt))
    throw new Error('card page: this authorization is unknown, used or expired')
  const cardToken = randomToken('skpay_card_', 24)
  // The sandbox's card page has one card to offer (the demo's KB국민카드).
  const maskedCardNo = '5570-****-****-4321'
  await sandbox.db.cardRegistrations.update((q) => q.where({ authToken }), {
    data(r) {
      r.status = 'REGISTERED'
      r.cardToken = cardToken
      r.cardName = cardName
      r.maskedCardNo = maskedCardNo
    },
  })
  return { cardToken, cardName, maskedCardNo }
}

/** The server asks the service by card token: registered with this account's authorization, once. */
export async function confirmCardRegistration(caller: Caller, patientNo: string, cardToken: string) {
  const record = sandbox.db.cardRegistrations.findFirst((q) => q.where({ cardToken, status: 'REGISTERED' }))
  const confirmed =
    record &&
    record.ownerUserId === caller.mainUser.userId &&
    record.patientNo === patientNo &&
    !isExpired(record.expiresAt) &&
    record.cardName &&
    record.maskedCardNo
  if (!confirmed) return refuse(409, 'CARD_NOT_CONFIRMED')
  await sandbox.db.cardRegistrations.update((q) => q.where({ cardToken }), {
    data(r) {
      r.status = 'USED'
    },
  })
  return { cardName: record.cardName!, maskedCardNo: record.maskedCardNo! }
}
