/**
 * Words for a reading, from the Korean societies' reference ranges (대한고혈압학회 2022,
 * 대한당뇨병학회 2023), for a patient to read at a glance. A guide, not a diagnosis: the screen
 * says so.
 */
import type { BloodPressureEntry, BloodSugarEntry, SugarTiming } from './entries'

export type Level = 'low' | 'normal' | 'caution' | 'high'

/** Blood pressure: high from 140/90, low under 90/60, caution from 120/80 (주의혈압, 고혈압 전단계). */
export function classifyBloodPressure({
  systolic,
  diastolic,
}: Pick<BloodPressureEntry, 'systolic' | 'diastolic'>): Level {
  if (systolic >= 140 || diastolic >= 90) return 'high'
  if (systolic < 90 || diastolic < 60) return 'low'
  if (systolic >= 120 || diastolic >= 80) return 'caution'
  return 'normal'
}

/** The normal range of blood sugar by when it was measured (mg/dL, lower bound included, upper not). */
export const SUGAR_NORMAL: Record<SugarTiming, { low: number; high: number; caution: number }> = {
  // 공복: normal 70-99, impaired fasting glucose 100-125, diabetes range from 126.
  FASTING: { low: 70, high: 100, caution: 126 },
  // 식후 2시간: normal under 140, impaired 140-199, diabetes range from 200.
  AFTER_MEAL: { low: 70, high: 140, caution: 200 },
}

export function classifyBloodSugar({ value, timing }: Pick<BloodSugarEntry, 'value' | 'timing'>): Level {
  const range = SUGAR_NORMAL[timing]
  if (value < range.low) return 'low'
  if (value < range.high) return 'normal'
  if (value < range.caution) return 'caution'
  return 'high'
}

/** The band drawn as normal on the blood pressure chart (mmHg): diastolic 60 to systolic 120. */
export const PRESSURE_NORMAL_BAND = { low: 60, high: 120 } as const
