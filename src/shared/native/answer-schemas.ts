/**
 * The shape of every answer a shell may send, per method (docs/native-bridge.md). An answer that
 * does not fit is dropped by the message bridge, never handed to a screen: a page that got into
 * the WebView, or a shell of another version, cannot make the app act on something it made up.
 * Loaded when the shell's bridge is made, not in the first load (zod/mini, tree-shaken).
 */
import * as z from 'zod/mini'
import type { LatLng } from '../lib/geo'
import {
  CARD_DECLINE_CODES,
  type AppInfo,
  type AppLaunchOutcome,
  type CardDeclineCode,
  type CardManagementResult,
  type CardPaymentResult,
  type FileOutcome,
  type IdentityVerification,
  type NoticeOutcome,
  type RenewalAnswer,
  type SessionAnswer,
  type SessionEnd,
} from './types'

// Zod compiles object checks with `new Function` where it may; the production page forbids eval
// (Content-Security-Policy), and the attempt alone would be reported as a violation.
z.config({ jitless: true })

/** Calls whose answer carries nothing: `null` or no value at all. */
const nothing = z.optional(z.nullable(z.undefined()))
/** An id or a short text from the shell. */
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max))

const appInfo = z.object({
  appVersion: text(32),
  os: z.enum(['ANDROID', 'IOS', 'WEB']),
  deviceId: text(128),
  fcmToken: z.optional(text(512)),
  // The phone's text size (main's text-size work, docs/native-bridge.md): Android allows up to 2,
  // iOS's accessibility sizes a little over 3.
  fontScale: z.optional(z.number().check(z.gt(0), z.lte(5))),
})

const location = z.object({
  latitude: z.number().check(z.gte(-90), z.lte(90)),
  longitude: z.number().check(z.gte(-180), z.lte(180)),
})

const isDeclineCode = (code: string): code is CardDeclineCode =>
  (CARD_DECLINE_CODES as readonly string[]).includes(code)

const cardPayment = z.discriminatedUnion('status', [
  z.object({ status: z.literal('approved'), approvalNo: text(64), cardName: z.optional(text(64)) }),
  z.object({ status: z.literal('cancelled') }),
  z.object({
    status: z.literal('failed'),
    message: z.optional(text(500)),
    // A code of a newer shell the app does not know yet is any other reason, not a dropped answer
    // (which would leave the patient waiting out the call's 20 minutes).
    code: z.optional(
      z.pipe(
        z.string().check(z.regex(/^[A-Z][A-Z0-9_]{0,63}$/)),
        z.transform((code): CardDeclineCode => (isDeclineCode(code) ? code : 'UNKNOWN')),
      ),
    ),
  }),
])

const cardManagement = z.discriminatedUnion('status', [
  z.object({ status: z.literal('registered'), cardToken: text(512), cardName: text(64), maskedCardNo: text(32) }),
  z.object({ status: z.literal('cancelled') }),
])

const fileOutcome = z.enum(['done', 'cancelled'])

// The session calls' answers are strict: an answer with anything more in it (a refresh credential
// above all) is dropped, so a shell that hands the page its secret fails at once, in testing.
const sessionOk = z.strictObject({
  status: z.literal('ok'),
  accessToken: text(2048),
  // The account contract's user id.
  userId: z.string().check(z.regex(/^U[0-9]{4,16}$/)),
  isFirstLogin: z.enum(['Y', 'N']),
})
const sessionRefused = z.strictObject({
  status: z.literal('refused'),
  httpStatus: z.number().check(z.int(), z.gte(400), z.lte(599)),
  code: z.optional(z.string().check(z.regex(/^[A-Z][A-Z0-9_]{0,63}$/))),
  reason: z.optional(text(500)),
  retryAfterSeconds: z.optional(z.number().check(z.int(), z.gt(0), z.lte(86_400))),
})
const sessionUnreachable = z.strictObject({ status: z.literal('unreachable') })
const sessionAnswer = z.discriminatedUnion('status', [sessionOk, sessionRefused, sessionUnreachable])
const renewalAnswer = z.discriminatedUnion('status', [
  sessionOk,
  sessionRefused,
  sessionUnreachable,
  z.strictObject({ status: z.literal('no-session') }),
])

export const ANSWER_SCHEMAS = {
  getAppInfo: appInfo,
  openSettings: nothing,
  openAlarmSettings: nothing,
  requestPermissions: nothing,
  setAppointmentAlarm: nothing,
  cancelAppointmentAlarm: nothing,
  cancelAllAppointmentAlarms: nothing,
  setDailyAlarm: nothing,
  cancelDailyAlarm: nothing,
  cancelAllDailyAlarms: nothing,
  notify: z.enum(['shown', 'blocked']),
  vibrate: nothing,
  setBrightness: nothing,
  // The hospital's handle (account contract: iv_ and 22 to 64 letters), or null: closed.
  verifyIdentity: z.nullable(z.object({ verificationId: z.string().check(z.regex(/^iv_[A-Za-z0-9_-]{22,64}$/)) })),
  startSession: sessionAnswer,
  renewSession: renewalAnswer,
  endSession: z.enum(['revoked', 'retry-later', 'none']),
  startCardPayment: cardPayment,
  manageCards: cardManagement,
  openQrCheckIn: nothing,
  openExternal: nothing,
  openMap: nothing,
  openApp: z.enum(['app', 'store']),
  getLocation: location,
  saveFile: fileOutcome,
  shareFile: fileOutcome,
  exitApp: nothing,
} as const satisfies Record<string, z.ZodMiniType>

export type BridgeMethod = keyof typeof ANSWER_SCHEMAS

/**
 * Each answer's shape is the type the app reads (types.ts), field for field: a field added to a
 * type and not here fails to compile, instead of being dropped from every answer unseen.
 */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
type Output<M extends BridgeMethod> = z.output<(typeof ANSWER_SCHEMAS)[M]>
export const ANSWERS_MATCH_TYPES: [
  Same<Output<'getAppInfo'>, AppInfo>,
  Same<Output<'verifyIdentity'>, IdentityVerification | null>,
  Same<Output<'startCardPayment'>, CardPaymentResult>,
  Same<Output<'manageCards'>, CardManagementResult>,
  Same<Output<'notify'>, NoticeOutcome>,
  Same<Output<'getLocation'>, LatLng>,
  Same<Output<'saveFile'>, FileOutcome>,
  Same<Output<'startSession'>, SessionAnswer>,
  Same<Output<'renewSession'>, RenewalAnswer>,
  Same<Output<'endSession'>, SessionEnd>,
  Same<Output<'openApp'>, AppLaunchOutcome>,
] = [true, true, true, true, true, true, true, true, true, true, true]
