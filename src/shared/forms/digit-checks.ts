/**
 * Field checks several features' forms share (spec section 5): each answers `true` or the Korean
 * message to show under the field, so react-hook-form's `validate` can use them as they are.
 */
import { LIMITS } from '@/shared/config/constants'
import { validation } from '@/shared/messages/validation'

const DIGITS_ONLY = /^\d+$/

/** Required, digits only, and exactly `length` digits, with the messages of one field. */
export function checkDigitsOfLength(
  value: string,
  length: number,
  words: { required: string; digits: string; incomplete: string },
): true | string {
  const text = value.trim()
  if (!text) return words.required
  if (!DIGITS_ONLY.test(text)) return words.digits
  if (text.length !== length) return words.incomplete
  return true
}

/** A real calendar day, written YYYYMMDD. */
export function isCalendarDate8(value: string): boolean {
  if (!/^\d{8}$/.test(value)) return false
  const year = Number(value.slice(0, 4))
  const month = Number(value.slice(4, 6))
  const day = Number(value.slice(6, 8))
  const date = new Date(Date.UTC(year, month - 1, day))
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * A birth date of 8 digits: required, digits only, complete; then a real day that is not after
 * `today` (YYYY-MM-DD, Korea).
 */
export function checkBirthDate8(value: string, today: string): true | string {
  const basic = checkDigitsOfLength(value, LIMITS.birthDateLength, {
    required: validation.birthDateRequired,
    digits: validation.birthDateDigits,
    incomplete: validation.birthDateIncomplete,
  })
  if (basic !== true) return basic
  const text = value.trim()
  if (!isCalendarDate8(text) || text > today.replaceAll('-', '')) return validation.birthDateInvalid
  return true
}
