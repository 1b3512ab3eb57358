/** An entry as the screens say it: its value in words and its level. */
import { healthNote } from '@/shared/messages/health-note'
import { classifyBloodPressure, classifyBloodSugar, type Level } from './classify'
import type { HealthEntry } from './entries'

export const levelOf = (entry: HealthEntry): Level =>
  entry.kind === 'bp' ? classifyBloodPressure(entry) : classifyBloodSugar(entry)

/** "128/82 mmHg", "95 mg/dL" */
export const valueText = (entry: HealthEntry): string =>
  entry.kind === 'bp' ? healthNote.pressureValue(entry.systolic, entry.diastolic) : healthNote.sugarValue(entry.value)

/** The badge tone of a level: words first, the colour only repeats them. */
export const LEVEL_TONE = { low: 'info', normal: 'primary', caution: 'warning', high: 'danger' } as const
