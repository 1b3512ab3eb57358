/**
 * One wording per refusal: where the app words a refusal itself (its own check before sending,
 * a hint, a dialog), the sandbox's reason for it is the app catalogue's text, imported from
 * src/shared/messages, so a patient reads the same sentence whichever side refuses.
 */
import { describe, expect, it } from 'vitest'
import { messages } from '@/shared/messages'
import { account } from '@/shared/messages/account'
import { payment } from '@/shared/messages/payment'
import { validation } from '@/shared/messages/validation'
import { screenErrors } from '@/shared/messages/screen-errors'
import { REASONS, type RefusalCode } from '../../../mocks/handlers/lib/refusal'

/** The refusals the app also words, with the catalogue entry that words them. */
const APP_WORDING: Partial<Record<RefusalCode, string>> = {
  // Spec section 5: the payment amount rules the payment screen checks before paying.
  AMOUNT_ZERO: payment.rules.zero,
  AMOUNT_EXCEEDS_DUE: payment.rules.exceedsDue,
  // Spec section 5: the family rules the add-family form checks before sending.
  OWN_ACCOUNT: validation.ownAccount,
  AUTH_MISMATCH: validation.identityMismatch,
  GUARDIAN_REQUIRED: validation.guardianRequired,
  FAMILY_NEEDS_PATIENT_NO: account.family.needsPatientNo,
  // Sign-up: required terms, and the under-14 rule the terms screen states.
  REQUIRED_TERMS: validation.requiredTerms,
  UNDER_14_SIGNUP: account.signUp.under14Hint,
  // Withdrawal blocked while family accounts remain.
  FAMILY_REMAINS: account.withdrawal.blockedReason,
  // Spec section 8, the error catalogue.
  SERVER_ERROR: messages.errors.generic,
  INJECTED_FAULT: messages.errors.generic,
  NOT_FOUND: messages.errors.notFound,
  NOT_BOOKABLE: screenErrors.notBookable,
  COUNTER_ONLY: screenErrors.counterOnly,
  ADDITIONAL_CHARGE: screenErrors.additionalCharge,
  PATIENT_NOT_REGISTERED: screenErrors.patientNotRegistered,
  NO_SIGNUP: screenErrors.noSignUpInfo,
  SIGNIN_MISSING: screenErrors.signInInfoMissing,
  RX_MODIFYING: screenErrors.prescriptionModifying,
  NO_ORDER_YET: screenErrors.noOrderYet,
  PRESCRIPTION_NOT_ISSUED: screenErrors.prescriptionNotIssued,
  RESULT_NOT_READY: screenErrors.checkupResultWait(7),
  NOT_INPATIENT: messages.errors.inpatientOnly,
}

/** Every string of the catalogue (every file of src/shared/messages), functions left out. */
function catalogueTexts(): string[] {
  const modules = import.meta.glob<Record<string, unknown>>('../../../src/shared/messages/*.ts', { eager: true })
  const texts: string[] = []
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value)
    else if (value && typeof value === 'object') Object.values(value).forEach(walk)
  }
  Object.values(modules).forEach(walk)
  return texts
}

const firstSentence = (text: string) =>
  text
    .trim()
    .split(/(?<=[.?!])\s/)[0]!
    .trim()

describe('the sandbox words a refusal the app also words exactly as the app does', () => {
  it.each(Object.entries(APP_WORDING))('%s', (code, text) => {
    expect(REASONS[code as RefusalCode]).toBe(text)
  })

  it('no reason starts like a catalogue message and then says it differently', () => {
    const texts = catalogueTexts()
    const drifted = Object.entries(REASONS).flatMap(([code, reason]) => {
      if (texts.includes(reason)) return []
      const near = texts.find((text) => firstSentence(text) === firstSentence(reason))
      return near ? [`${code}: “${reason}” against the catalogue’s “${near}”`] : []
    })
    expect(drifted).toEqual([])
  })
})
