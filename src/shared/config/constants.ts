import { HTTP_TIMEOUT_MS } from '@/api/http/constants'

/**
 * The spec's business constants and limits (section 9), in one place. Anything here is a
 * product rule; change it here and nowhere else.
 */
export const LIMITS = {
  /** Both HTTP clients give up after 10 seconds. */
  httpTimeoutMs: HTTP_TIMEOUT_MS,
  /** A lazily loaded screen that has not arrived after 120 seconds is explained. */
  chunkLoadTimeoutMs: 120_000,
  /** The barcode card's snackbar shows for 1 s, 0.5 s longer per repeated toggle. */
  barcodeSnackbarMs: 1_000,
  barcodeSnackbarExtraMs: 500,
  /** Arrival check-in only within this many metres of the hospital. */
  arrivalDistanceMeters: 50,
  /** The waiting wording shows an ordinal when the rank is under this. */
  ordinalRankBelow: 4,
  /** Checkup general appointments start this many weeks after the application date. */
  checkupGeneralLeadWeeks: 3,
  /**
   * The checkup report file "may take over 1 minute": its download alone waits up to 3 minutes
   * (the patient sees the time pass and can cancel); every other call keeps the 10 seconds.
   */
  checkupReportTimeoutMs: 180_000,
  /** Checkup results are visible this many days after the checkup. */
  checkupResultWaitDays: { SYNTHESIS: 7, NATION: 14 },
  /** Cookies set by the app live about a year. */
  cookieLifetimeDays: 365,
  /** Birth date is 8 digits; resident number 6 + 7; phone at least 11 digits. */
  birthDateLength: 8,
  residentNumberParts: [6, 7],
  phoneMinDigits: 11,
} as const

export const DATES = {
  /** Test results before this day are not shown. */
  testResultsFrom: '2023-11-21',
  /** The mobile service started on this day. */
  serviceStart: '2023-11-01',
  /** Id and social login were replaced by phone identity verification on this day. */
  loginReplacedOn: '2023.11.21',
} as const

/** Same-day tests: these times mean "any time today" and are grouped. */
export const SAME_DAY_TEST_TIMES = ['00:00', '06:00'] as const

/** The root font size: the spec's large-font setting ON is 1.13rem; `larger` is the app's step beyond it. */
export const FONT_SCALE = { large: '1.13rem', normal: '1rem', larger: '1.3rem' } as const

/** Free parking by visit (hours). */
export const FREE_PARKING_HOURS = {
  OUTPATIENT: 8,
  INPATIENT: 12,
  CHECKUP_GENERAL: 4,
  CHECKUP_COMPREHENSIVE: 8,
  VISITOR: 1,
} as const

/** Default cloud service info when the hospital sends none. */
export const DEFAULT_CLOUD_SERVICE = {
  serviceType: [] as string[],
  healthNote: 'N',
  telemedicine: 'N',
  colorCode: '009254',
  logoUrl: '',
} as const

/**
 * The spec's units (section 9, "blood pressure in mmHG, blood sugar in mg/DL") are written the
 * correct way, mmHg and mg/dL: see the choice in src/shared/messages/units.ts.
 */

/**
 * 1:1 inquiries (the app team's proposal to the backend team, contracts/account.yaml): the
 * lengths of a question and how many may wait for an answer at once.
 */
export const INQUIRY_LIMITS = {
  titleMin: 2,
  titleMax: 50,
  bodyMin: 10,
  bodyMax: 1000,
  waitingMax: 5,
} as const
