/**
 * The health note form's checks: values a measuring device can really show (anything else is a
 * typing slip), and a moment that has happened, within the last year. Each answers `true` or
 * the Korean message to show under the field, as react-hook-form's `validate` takes them.
 */
import { healthNote } from '@/shared/messages/health-note'
import { ISO_DATE } from '@/shared/lib/korea-time'

const { rules } = healthNote

/** Plausible readings (mmHg, beats a minute, mg/dL). */
export const LIMITS = {
  systolic: { min: 50, max: 260 },
  diastolic: { min: 30, max: 160 },
  pulse: { min: 30, max: 220 },
  sugar: { min: 20, max: 600 },
  /** How far back a reading may be entered. */
  maxAgeDays: 366,
} as const

const DIGITS = /^\d+$/
const DAY_MS = 24 * 60 * 60_000

type Check = true | string

function checkReading(
  value: string,
  range: { min: number; max: number },
  required: string | false,
  outside: string,
): Check {
  const text = value.trim()
  if (!text) return required || true
  if (!DIGITS.test(text)) return rules.digits
  const number = Number(text)
  return number >= range.min && number <= range.max ? true : outside
}

export const checkSystolic = (value: string): Check =>
  checkReading(value, LIMITS.systolic, rules.systolicRequired, rules.systolicRange)

/** The diastolic pressure, which is always below the systolic one. */
export function checkDiastolic(value: string, systolic: string): Check {
  const own = checkReading(value, LIMITS.diastolic, rules.diastolicRequired, rules.diastolicRange)
  if (own !== true) return own
  if (checkSystolic(systolic) === true && Number(value.trim()) >= Number(systolic.trim()))
    return rules.diastolicNotBelow
  return true
}

export const checkPulse = (value: string): Check => checkReading(value, LIMITS.pulse, false, rules.pulseRange)

export const checkSugar = (value: string): Check =>
  checkReading(value, LIMITS.sugar, rules.sugarRequired, rules.sugarRange)

/** YYYY-MM-DD and HH:mm (Korea) as the moment the entry keeps. */
export const momentOf = (date: string, time: string): string => `${date}T${time}:00+09:00`

const isCalendarDay = (date: string) => {
  if (!ISO_DATE.test(date)) return false
  const day = new Date(`${date}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === date
}

export function checkDate(date: string, now: Date): Check {
  if (!date) return rules.dateRequired
  if (!isCalendarDay(date)) return rules.dateInvalid
  if (Date.parse(`${date}T00:00:00+09:00`) > now.getTime()) return rules.future
  if (now.getTime() - Date.parse(`${date}T00:00:00+09:00`) > LIMITS.maxAgeDays * DAY_MS) return rules.tooOld
  return true
}

/** The time of day, checked with its date: not later than now. */
export function checkTime(time: string, date: string, now: Date): Check {
  if (!time) return rules.timeRequired
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return rules.timeRequired
  if (checkDate(date, now) === true && Date.parse(momentOf(date, time)) > now.getTime()) return rules.future
  return true
}

/** A whole number from a field that passed its check ('' when it was left empty). */
export const readingOf = (value: string): number | undefined => (value.trim() ? Number(value.trim()) : undefined)
