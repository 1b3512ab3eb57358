/**
 * The account forms' rules of spec section 5, as pure checks: each answers `true` or the Korean
 * message to show under the field, so react-hook-form's `validate` can use them as they are.
 */
import { LIMITS } from '@/shared/config/constants'
import { birthDateFromResidentNumber } from '@/shared/lib/person'
import { checkDigitsOfLength, isCalendarDate8 } from '@/shared/forms/digit-checks'
import { validation } from '@/shared/messages/validation'

export { checkBirthDate8, isCalendarDate8 } from '@/shared/forms/digit-checks'

export type Check = (value: string) => true | string

const DIGITS_ONLY = /^\d+$/
const [RESIDENT_FRONT, RESIDENT_BACK] = LIMITS.residentNumberParts

/** Keeps the digits only (phones are often typed with dashes or spaces). */
export const digitsOf = (value: string): string => value.replace(/\D/g, '')

/** What people put between a phone number's digits: dashes, spaces, dots, brackets. */
const PHONE_SEPARATORS = /[\s\-.()]/g

/** The digits of a phone number as typed ("010-1234-5678" → "01012345678"); anything else is kept. */
export const phoneDigitsOf = (value: string): string => value.replace(PHONE_SEPARATORS, '')

export const checkName: Check = (value) => (value.trim() ? true : validation.nameRequired)

const residentWords = {
  required: validation.residentNumberRequired,
  digits: validation.residentNumberDigits,
  incomplete: validation.residentNumberIncomplete,
}

/** The first 6 digits of the resident registration number (birth date). */
export const checkResidentFront: Check = (value) => checkDigitsOfLength(value, RESIDENT_FRONT, residentWords)

/** The last 7 digits of the resident registration number. */
export const checkResidentBack: Check = (value) => checkDigitsOfLength(value, RESIDENT_BACK, residentWords)

/**
 * The whole number, once both parts are complete: the 7th digit (1-8) and the first six give a
 * real birth date (spec: 3, 4, 7, 8 mean the 2000s) that is not after `today` (YYYY-MM-DD).
 */
export function checkResidentNumber(front: string, back: string, today: string): true | string {
  const basic = checkResidentFront(front) === true ? checkResidentBack(back) : checkResidentFront(front)
  if (basic !== true) return basic
  const birth = birthDateFromResidentNumber(joinResidentNumber(front, back))
  const centuryDigitKnown = /^[1-8]/.test(back.trim())
  if (!centuryDigitKnown || !birth || !isCalendarDate8(birth) || birth > today.replaceAll('-', ''))
    return validation.residentNumberInvalid
  return true
}

/**
 * The resident number's birth date (the first six digits and the century digit) is the birth
 * date the app already knows (YYYY-MM-DD): the one the patient verified with their phone, or a
 * family member's. A typo there would otherwise reach the server, which answers "not a patient
 * of this hospital" and sends a registered patient to the office.
 */
export const residentNumberMatchesBirthDate = (front: string, back: string, birthDate: string): boolean =>
  birthDateFromResidentNumber(joinResidentNumber(front, back)) === toBirthDate8(birthDate)

/** The 13 digits the server takes, from the two fields. */
export const joinResidentNumber = (front: string, back: string): string => `${front.trim()}${back.trim()}`

/**
 * A mobile phone number: required, digits only, at least 11 digits and a mobile prefix (01x).
 * Typed as people write it (010-1234-5678, 010 1234 5678), its digits are taken: only a letter
 * or another sign is "numbers only".
 */
export const checkPhone: Check = (value) => {
  const text = phoneDigitsOf(value)
  if (!text) return validation.phoneRequired
  if (!DIGITS_ONLY.test(text)) return validation.phoneDigits
  if (text.length < LIMITS.phoneMinDigits || !text.startsWith('01')) return validation.phoneInvalid
  return true
}

/** A free text of at most `max` characters; required when `required`. */
export function checkText(value: string, { required, max }: { required: string | false; max: number }): true | string {
  const text = value.trim()
  if (required && !text) return required
  if (text.length > max) return validation.tooLong(max)
  return true
}

/** YYYYMMDD from the contracts' YYYY-MM-DD. */
export const toBirthDate8 = (isoDate: string): string => isoDate.replaceAll('-', '')

/** YYYY-MM-DD from YYYYMMDD. */
export const toIsoDate = (birthDate8: string): string =>
  `${birthDate8.slice(0, 4)}-${birthDate8.slice(4, 6)}-${birthDate8.slice(6, 8)}`
