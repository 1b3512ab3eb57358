/**
 * The first-visit request's rules (the contract's): the department or the symptoms, 1 to 3
 * clinic days from tomorrow to 30 days ahead. Checked before anything is sent.
 */
import { isHospitalDay } from '@/shared/domain/hospital/hospital-week'
import { kst } from '@/shared/lib/dates'
import { firstVisit } from '@/shared/messages/first-visit'

export const FIRST_VISIT_LIMITS = { symptomsMin: 2, symptomsMax: 300, datesMax: 3, daysAhead: 30 } as const

/** The form's value for "I do not know the department". */
export const DEPARTMENT_UNKNOWN = 'UNKNOWN'

/** Symptoms without the blanks around them (what is counted and sent). */
export const cleanSymptoms = (text: string): string => text.trim()

/** Characters as a person counts them (a Hangul syllable is one). */
export const lengthOf = (text: string): number => [...cleanSymptoms(text)].length

/** Symptoms are needed when the department is not known; when given, 2 to 300 characters. */
export function checkSymptoms(text: string, department: string): true | string {
  const length = lengthOf(text)
  if (length === 0) return department === DEPARTMENT_UNKNOWN ? firstVisit.rules.symptomsRequired : true
  if (length < FIRST_VISIT_LIMITS.symptomsMin) return firstVisit.rules.symptomsTooShort
  if (length > FIRST_VISIT_LIMITS.symptomsMax) return firstVisit.rules.symptomsTooLong
  return true
}

export function checkDates(dates: readonly string[]): true | string {
  if (dates.length === 0) return firstVisit.rules.datesRequired
  if (dates.length > FIRST_VISIT_LIMITS.datesMax) return firstVisit.rules.datesTooMany
  return true
}

/**
 * The days a patient may prefer: clinic days from tomorrow to 30 days ahead (the hospital's
 * week and holidays), the nearest first.
 */
export function preferredDateChoices(today: string): string[] {
  const days: string[] = []
  for (let ahead = 1; ahead <= FIRST_VISIT_LIMITS.daysAhead; ahead++) {
    const day = kst(today).add(ahead, 'day').format('YYYY-MM-DD')
    if (isHospitalDay(day)) days.push(day)
  }
  return days
}
