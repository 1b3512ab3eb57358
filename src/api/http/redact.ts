/**
 * What identifies a person or a phone never goes into an error message, a log line or the
 * console: Android's WebView sends the console to logcat, which other apps and bug reports read.
 * Error messages carry the call's path, and some paths carry a patient number, a phone number, a
 * user id or a push token (the contracts' PatientNo, CellphoneNumber, UserId, fcmToken).
 */

/**
 * The contracts' paths with a personal parameter, as they are written there. A test reads the
 * contracts and fails when a personal path or query parameter is missing here.
 */
export const PERSONAL_PATHS = [
  '/users/patient/{patientNo}',
  '/users/updatePatient/{patientNo}/{cellphoneNumber}',
  '/api/users/push/{fcmToken}',
  '/api/logs/visit/{userId}',
  '/api/inpatient/schedule/{patientNo}',
  '/api/checkup/status/{patientNo}/{targetDate}/{chkType}',
  '/api/outpatient/appointment/patient-visit-type/{departmentCode}/{patientNo}',
] as const

/** The parameters that are personal, wherever they appear (path or query). */
export const PERSONAL_PARAMETERS = ['patientNo', 'cellphoneNumber', 'userId', 'fcmToken'] as const

/** One path segment as it can appear in a message (it ends at the next `/`, query, space or bracket). */
const SEGMENT = String.raw`[^/?#\s)]+`

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A template's path with its personal segments replaced by their names: `/users/patient/{patientNo}`. */
const pathRules = PERSONAL_PATHS.map((template) => {
  const parts = template.split(/(\{\w+\})/)
  const names = parts.filter((part) => part.startsWith('{')).map((part) => part.slice(1, -1))
  const pattern = parts.map((part) => (part.startsWith('{') ? `(${SEGMENT})` : escape(part))).join('')
  return {
    pattern: new RegExp(`${pattern}(?=[/?#\\s)]|$)`, 'g'),
    replace: (...groups: string[]) => {
      let index = 0
      return parts
        .map((part) => {
          if (!part.startsWith('{')) return part
          const name = names[index]!
          const value = groups[index++]!
          return (PERSONAL_PARAMETERS as readonly string[]).includes(name) ? `{${name}}` : value
        })
        .join('')
    },
  }
})

/** A query value whose name says it is personal or a credential (`?patientNo=…`, `&fcmToken=…`). */
const PERSONAL_QUERY = /([?&](?:patientNo|cellphoneNumber|phone|userId|ci|[A-Za-z_]*token)=)[^&#\s)]*/gi

/** A valid calendar day written as eight digits (a date parameter, not a patient number). */
const isDay = (digits: string) => {
  const [year, month, day] = [Number(digits.slice(0, 4)), Number(digits.slice(4, 6)), Number(digits.slice(6))]
  return year >= 1900 && year <= 2099 && month >= 1 && month <= 12 && day >= 1 && day <= 31
}

/**
 * The same values wherever else they appear, by their form: a user id (U and digits), a mobile
 * number (01x, with or without hyphens), a bearer credential, and eight digits that are no
 * calendar day (a patient number; one that reads as a day is caught by the paths above).
 */
const SHAPES: Array<[RegExp, (match: string) => string]> = [
  [/\bBearer\s+[^\s,;)]+/g, () => 'Bearer {token}'],
  [/(?<![A-Za-z0-9])U\d{4,}(?![A-Za-z0-9])/g, () => '{userId}'],
  [/(?<![0-9])01\d-?\d{3,4}-?\d{4}(?![0-9])/g, () => '{cellphoneNumber}'],
  [/(?<![A-Za-z0-9])\d{8}(?![A-Za-z0-9])/g, (digits) => (isDay(digits) ? digits : '{patientNo}')],
]

/** The text with every personal value in it replaced by the name of what it was. */
export function redact(text: string): string {
  let out = text
  for (const rule of pathRules) out = out.replace(rule.pattern, (_, ...groups: string[]) => rule.replace(...groups))
  out = out.replace(PERSONAL_QUERY, '$1{redacted}')
  for (const [pattern, replace] of SHAPES) out = out.replace(pattern, replace)
  return out
}

/** An error for the console: its stack (or message) redacted, never the object with its fields. */
export function redactError(error: unknown): string {
  if (error instanceof Error) return redact(error.stack ?? `${error.name}: ${error.message}`)
  return redact(String(error))
}
