/**
 * The pre-visit questionnaire's answers as the phone keeps them, and what the desk needs to read
 * from them: whether anything asks for a staff member's look before the patient comes in. The
 * answers are valid on the day they were written (Korea time) only.
 */
import { ISO_DATE_TIME_KST, isoDate } from '@/shared/lib/korea-time'

export const SYMPTOMS = [
  'FEVER',
  'COUGH',
  'SORE_THROAT',
  'BREATH',
  'MUSCLE',
  'HEADACHE',
  'NOSE',
  'SMELL_TASTE',
  'DIARRHEA',
] as const
export type Symptom = (typeof SYMPTOMS)[number]
export type SymptomChoice = Symptom | 'NONE'
export type YesNo = 'YES' | 'NO'
export type YesNoUnknown = YesNo | 'UNKNOWN'

export interface QuestionnaireAnswers {
  visitor: string
  /** Empty when the patient has none. */
  symptoms: Symptom[]
  /** "36.8", or undefined when not measured. */
  temperature?: string
  abroad: YesNo
  country?: string
  contact: YesNoUnknown
  diagnosed: YesNo
  /** RFC 3339 with +09:00. */
  completedAt: string
}

export interface StoredQuestionnaire {
  version: 1
  answers: QuestionnaireAnswers | null
}

export const EMPTY_QUESTIONNAIRE: StoredQuestionnaire = { version: 1, answers: null }

export const LIMITS = {
  visitor: { min: 2, max: 20 },
  country: { max: 30 },
  temperature: { min: 34, max: 42 },
  /** From 37.5 ℃ a temperature counts as fever. */
  fever: 37.5,
} as const

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const isString = (value: unknown): value is string => typeof value === 'string'

function isAnswers(value: unknown): value is QuestionnaireAnswers {
  if (!isObject(value)) return false
  return (
    isString(value.visitor) &&
    Array.isArray(value.symptoms) &&
    value.symptoms.every((s) => SYMPTOMS.includes(s as Symptom)) &&
    (value.temperature === undefined || isString(value.temperature)) &&
    (value.abroad === 'YES' || value.abroad === 'NO') &&
    (value.country === undefined || isString(value.country)) &&
    (value.contact === 'YES' || value.contact === 'NO' || value.contact === 'UNKNOWN') &&
    (value.diagnosed === 'YES' || value.diagnosed === 'NO') &&
    isString(value.completedAt) &&
    ISO_DATE_TIME_KST.test(value.completedAt)
  )
}

/** What the phone holds, or nothing written (an older or damaged value is dropped). */
export function parseQuestionnaire(raw: unknown): StoredQuestionnaire {
  if (!isObject(raw) || raw.version !== 1 || !isAnswers(raw.answers)) return EMPTY_QUESTIONNAIRE
  return { version: 1, answers: raw.answers }
}

/** Written today (Korea time): the only answers the desk accepts. */
export const isValidOn = (answers: QuestionnaireAnswers, now: Date): boolean =>
  isoDate(answers.completedAt) === isoDate(now)

/** Anything that asks for a staff member's look at the entrance before the patient comes in. */
export function needsAttention(answers: QuestionnaireAnswers): boolean {
  const fever = answers.temperature !== undefined && Number(answers.temperature) >= LIMITS.fever
  return (
    answers.symptoms.length > 0 ||
    fever ||
    answers.abroad === 'YES' ||
    answers.contact !== 'NO' ||
    answers.diagnosed === 'YES'
  )
}

/** The checked symptoms as the form gives them: NONE alone, or symptoms without NONE. */
export function checkSymptoms(
  choices: readonly SymptomChoice[],
  rules: { symptomsRequired: string; symptomsNoneAlone: string },
): true | string {
  if (choices.length === 0) return rules.symptomsRequired
  if (choices.includes('NONE') && choices.length > 1) return rules.symptomsNoneAlone
  return true
}

/** A body temperature as typed: empty, or 34.0-42.0 with at most one decimal. */
export function checkTemperature(
  value: string,
  rules: { temperatureFormat: string; temperatureRange: string },
): true | string {
  const text = value.trim()
  if (!text) return true
  if (!/^\d{2}(\.\d)?$/.test(text)) return rules.temperatureFormat
  const number = Number(text)
  return number >= LIMITS.temperature.min && number <= LIMITS.temperature.max ? true : rules.temperatureRange
}
