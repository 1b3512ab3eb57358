import { describe, expect, it } from 'vitest'
import { firstVisit } from '@/shared/messages/first-visit'
import { checkDates, checkSymptoms, DEPARTMENT_UNKNOWN, preferredDateChoices } from './rules'

describe('the first-visit request rules', () => {
  it('ask for symptoms only when the department is not known', () => {
    expect(checkSymptoms('', 'IMC')).toBe(true)
    expect(checkSymptoms('   ', DEPARTMENT_UNKNOWN)).toBe(firstVisit.rules.symptomsRequired)
    expect(checkSymptoms(' 기침 ', DEPARTMENT_UNKNOWN)).toBe(true)
    expect(checkSymptoms('아', 'IMC')).toBe(firstVisit.rules.symptomsTooShort)
    expect(checkSymptoms('가'.repeat(301), 'IMC')).toBe(firstVisit.rules.symptomsTooLong)
    expect(checkSymptoms('가'.repeat(300), 'IMC')).toBe(true)
  })

  it('take one to three days', () => {
    expect(checkDates([])).toBe(firstVisit.rules.datesRequired)
    expect(checkDates(['2026-11-24', '2026-11-25', '2026-11-26'])).toBe(true)
    expect(checkDates(['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-29'])).toBe(firstVisit.rules.datesTooMany)
  })

  it('offer the clinic days from tomorrow to 30 days ahead, without Saturdays and holidays', () => {
    const days = preferredDateChoices('2026-11-23')
    expect(days[0]).toBe('2026-11-24')
    expect(days).not.toContain('2026-11-23')
    expect(days).not.toContain('2026-11-28') // a Saturday
    expect(days).toContain('2026-11-27') // Friday morning clinic
    expect(days).toContain('2026-11-29') // Sunday clinic
    expect(days.at(-1)).toBe('2026-12-23')
    expect(preferredDateChoices('2026-12-20')).not.toContain('2026-12-25')
  })
})
