/**
 * The spec's helpers for people (section 5): age from an 8-digit birth date, birth date from a
 * resident registration number, and the patient-number rule.
 */

/** Full years on `today` (YYYY-MM-DD or YYYYMMDD) for a birth date of 8 digits (YYYYMMDD). */
export function ageFromBirthDate8(birthDate8: string, today: string): number {
  const birth = birthDate8.replaceAll('-', '')
  const now = today.replaceAll('-', '')
  if (!/^\d{8}$/.test(birth) || !/^\d{8}$/.test(now)) return Number.NaN
  const years = Number(now.slice(0, 4)) - Number(birth.slice(0, 4))
  return now.slice(4) < birth.slice(4) ? years - 1 : years
}

/** Under 14 a child uses the app only through a parent's account. */
export const CHILD_AGE_LIMIT = 14

/**
 * YYYYMMDD from a resident registration number (13 digits, or the first 7): the 7th digit 3, 4,
 * 7 or 8 means born in the 2000s, anything else the 1900s.
 */
export function birthDateFromResidentNumber(residentNumber: string): string | undefined {
  const digits = residentNumber.replace(/\D/g, '')
  if (digits.length < 7) return undefined
  const century = ['3', '4', '7', '8'].includes(digits[6] ?? '') ? '20' : '19'
  return `${century}${digits.slice(0, 6)}`
}

/** Patient-number-exists is false when the number is empty, missing or a dash. */
export const hasPatientNo = (patientNo: string | null | undefined): patientNo is string =>
  Boolean(patientNo && patientNo.trim() && patientNo.trim() !== '-')

/** 010-1234-5678: the 3-4-4 phone format (other lengths are returned as they are). */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '')
  if (digits.length === 11) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
  return value
}

/** 이*연: the middle of a name hidden, as the hospital shows other patients' names. */
export function maskName(name: string): string {
  const chars = [...name]
  if (chars.length <= 1) return name
  if (chars.length === 2) return `${chars[0]}*`
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`
}
