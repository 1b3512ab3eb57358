import { describe, expect, it } from 'vitest'
import {
  checkSymptoms,
  checkTemperature,
  isValidOn,
  needsAttention,
  parseQuestionnaire,
  type QuestionnaireAnswers,
} from './answers'

const rules = {
  symptomsRequired: 'required',
  symptomsNoneAlone: 'none alone',
  temperatureFormat: 'format',
  temperatureRange: 'range',
}

const clear: QuestionnaireAnswers = {
  visitor: '김한빛',
  symptoms: [],
  abroad: 'NO',
  contact: 'NO',
  diagnosed: 'NO',
  completedAt: '2026-11-23T08:10:00+09:00',
}

describe('the questionnaire’s answers', () => {
  it('asks for a symptom or NONE alone', () => {
    expect(checkSymptoms([], rules)).toBe('required')
    expect(checkSymptoms(['NONE', 'COUGH'], rules)).toBe('none alone')
    expect(checkSymptoms(['NONE'], rules)).toBe(true)
    expect(checkSymptoms(['COUGH', 'FEVER'], rules)).toBe(true)
  })

  it('takes a temperature a thermometer shows, or none', () => {
    expect(checkTemperature('', rules)).toBe(true)
    expect(checkTemperature('36.5', rules)).toBe(true)
    expect(checkTemperature('37', rules)).toBe(true)
    expect(checkTemperature('365', rules)).toBe('format')
    expect(checkTemperature('36.55', rules)).toBe('format')
    expect(checkTemperature('열', rules)).toBe('format')
    expect(checkTemperature('45.0', rules)).toBe('range')
    expect(checkTemperature('33.9', rules)).toBe('range')
  })

  it('asks for a staff member’s look for any symptom, fever, travel, contact or recent diagnosis', () => {
    expect(needsAttention(clear)).toBe(false)
    expect(needsAttention({ ...clear, temperature: '37.4' })).toBe(false)
    expect(needsAttention({ ...clear, temperature: '37.5' })).toBe(true)
    expect(needsAttention({ ...clear, symptoms: ['COUGH'] })).toBe(true)
    expect(needsAttention({ ...clear, abroad: 'YES', country: '베트남' })).toBe(true)
    expect(needsAttention({ ...clear, contact: 'UNKNOWN' })).toBe(true)
    expect(needsAttention({ ...clear, diagnosed: 'YES' })).toBe(true)
  })

  it('is valid on the day it was written, in Korea time', () => {
    expect(isValidOn(clear, new Date('2026-11-23T23:59:00+09:00'))).toBe(true)
    expect(isValidOn(clear, new Date('2026-11-24T00:00:00+09:00'))).toBe(false)
  })

  it('reads back only what it wrote', () => {
    expect(parseQuestionnaire({ version: 1, answers: clear }).answers).toEqual(clear)
    expect(parseQuestionnaire(undefined).answers).toBeNull()
    expect(parseQuestionnaire({ version: 1, answers: { ...clear, symptoms: ['SNEEZE'] } }).answers).toBeNull()
    expect(parseQuestionnaire({ version: 2, answers: clear }).answers).toBeNull()
  })
})
