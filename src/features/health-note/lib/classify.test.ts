import { describe, expect, it } from 'vitest'
import { classifyBloodPressure, classifyBloodSugar } from './classify'

describe('words for a reading', () => {
  it.each([
    [118, 76, 'normal'],
    [124, 78, 'caution'],
    [118, 82, 'caution'],
    [135, 85, 'caution'],
    [140, 80, 'high'],
    [128, 92, 'high'],
    [150, 55, 'high'],
    [88, 58, 'low'],
    [100, 58, 'low'],
  ] as const)('blood pressure %i/%i is %s', (systolic, diastolic, level) => {
    expect(classifyBloodPressure({ systolic, diastolic })).toBe(level)
  })

  it.each([
    [65, 'FASTING', 'low'],
    [95, 'FASTING', 'normal'],
    [100, 'FASTING', 'caution'],
    [126, 'FASTING', 'high'],
    [139, 'AFTER_MEAL', 'normal'],
    [140, 'AFTER_MEAL', 'caution'],
    [200, 'AFTER_MEAL', 'high'],
    [60, 'AFTER_MEAL', 'low'],
  ] as const)('blood sugar %i (%s) is %s', (value, timing, level) => {
    expect(classifyBloodSugar({ value, timing })).toBe(level)
  })
})
