/**
 * What each route parameter may be. A screen's parameters come from its address, and an
 * address can come from anywhere (a notice, a message, an OS deep link, the sign-in's way back):
 * a value that is not what the contracts say never reaches a screen, so it never reaches a call.
 * The patterns are the contracts' own (tests/unit/routes/route-params.test.ts holds them equal);
 * values that only pick an entry from a list the screen already has are bounded text.
 */
import { ISO_DATE } from '@/shared/lib/korea-time'

type Rule = (value: string) => boolean

const pattern =
  (re: RegExp): Rule =>
  (value) =>
    re.test(value)

/** Text that only selects from a list: bounded, printable, never a path of its own. */
const boundedText =
  (maxLength: number): Rule =>
  (value) =>
    value.length > 0 &&
    value.length <= maxLength &&
    value !== '.' &&
    value !== '..' &&
    // No control characters and no URL delimiters (a selector never needs them).
    ![...value].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f' || '/\\?#%'.includes(char))

const oneOf =
  (...values: string[]): Rule =>
  (value) =>
    values.includes(value)

/** The contracts' patterns (components.yaml and the service's own), letter for letter. */
export const CONTRACT_PATTERNS = {
  ReceptionId: /^R[0-9]{12}$/,
  DepartmentCode: /^[A-Z]{2,4}$/,
  DoctorCode: /^D[0-9]{4}$/,
  InquiryId: /^Q[0-9]{12}$/,
  ClockTime: /^([01][0-9]|2[0-3]):[0-5][0-9]$/,
  ReportFileName: /^[A-Za-z0-9_.-]+\.pdf$/,
} as const

/** IsoDate (YYYY-MM-DD, format: date): a day that exists. */
const isoDate: Rule = (value) => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    ISO_DATE.test(value) &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  )
}

export const ROUTE_PARAM_RULES: Record<string, Rule> = {
  receptionId: pattern(CONTRACT_PATTERNS.ReceptionId),
  departmentCode: pattern(CONTRACT_PATTERNS.DepartmentCode),
  doctorCode: pattern(CONTRACT_PATTERNS.DoctorCode),
  inquiryId: pattern(CONTRACT_PATTERNS.InquiryId),
  appointmentTime: pattern(CONTRACT_PATTERNS.ClockTime),
  // A report's file name goes into the download call's path: never a dot segment.
  fileName: (value) => pattern(CONTRACT_PATTERNS.ReportFileName)(value) && !value.startsWith('.'),
  orderDate: isoDate,
  testDate: isoDate,
  checkupDate: isoDate,
  appointmentDate: isoDate,
  checkupType: oneOf('SYNTHESIS', 'NATION'),
  isBookable: oneOf('Y', 'N'),
  routeInfo: oneOf('clinic', 'test'),
  // Selectors of an entry the screen already has (contract: string, maxLength).
  checkupId: boundedText(64),
  appointmentId: boundedText(64),
  detailData: boundedText(64),
  departmentName: boundedText(50),
}

/** True when every parameter of a matched route is what its rule allows (unknown names are refused). */
export function routeParamsValid(params: Readonly<Record<string, string | undefined>>): boolean {
  return Object.entries(params).every(([name, value]) => {
    const rule = ROUTE_PARAM_RULES[name]
    return rule !== undefined && value !== undefined && rule(value)
  })
}
