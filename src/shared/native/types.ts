import type { LatLng } from '../lib/geo'

/** What the shell knows about itself and the device. */
export interface AppInfo {
  appVersion: string
  os: 'ANDROID' | 'IOS' | 'WEB'
  deviceId: string
  /** The FCM token for push messages, when the shell has one. */
  fcmToken?: string
  /**
   * The phone's own text size as a factor of its default (Android `Configuration.fontScale`,
   * iOS the content size category's body size over 17 pt), when the shell says: the app never
   * shows text smaller than the phone would (docs/native-bridge.md).
   */
  fontScale?: number
}

/**
 * A phone identity verification, as the shell hands it over: only the handle under which the
 * hospital's server holds the provider's result (never the person's CI, name or birth date).
 */
export interface IdentityVerification {
  verificationId: string
}

/**
 * How a session starts in the shell: the verification handle the shell handed over, and for a
 * sign-up the terms the patient agreed to. The shell adds its own device id and makes the call.
 */
export type SessionStart =
  | { kind: 'sign-in'; verificationId: string }
  | { kind: 'sign-up'; verificationId: string; agreedTermsIds: readonly number[]; marketingYn: 'Y' | 'N' }

/**
 * What the page gets of a session the shell started or renewed: the access token and whose it is,
 * never the refresh credential (the shell keeps that in its secure storage and uses it itself).
 */
export interface SessionGrant {
  accessToken: string
  userId: string
  isFirstLogin: 'Y' | 'N'
}

/**
 * The answer to a session call (docs/native-bridge.md, "Sessions"):
 * - `ok`: the hospital answered 200; the shell keeps the new refresh credential;
 * - `refused`: the hospital answered with an error status (its code, its Korean reason, a 429's
 *   Retry-After), which the page reads by the same rules as any call's (a 5xx is an outage);
 * - `unreachable`: no answer at all (no connection, the 10 second limit): the session is kept.
 */
export type SessionAnswer =
  | { status: 'ok'; accessToken: string; userId: string; isFirstLogin: 'Y' | 'N' }
  | { status: 'refused'; httpStatus: number; code?: string; reason?: string; retryAfterSeconds?: number }
  | { status: 'unreachable' }

/** A renewal may also find no session in the shell (never signed in there, or signed out). */
export type RenewalAnswer = SessionAnswer | { status: 'no-session' }

/**
 * What ending a session came to: `revoked` on the server; `retry-later` the server did not hear
 * (the shell tries again when the phone is online, and at the next start); `none` nothing was held.
 * The credential is gone from the phone in all three.
 */
export type SessionEnd = 'revoked' | 'retry-later' | 'none'

export interface CardPaymentRequest {
  provider: 'KCP' | 'KOCES'
  orderId: string
  amount: number
  hash: string
  siteCode: string
  /** Shown on the card provider's page. */
  goodsName: string
}

/**
 * Why the card processor declined, as the shell reads its result code: limit or balance short,
 * the card expired, the card's details wrong (number, expiry, PIN), the card stopped or reported
 * lost, the processor not reached; `UNKNOWN` any other reason (a code the app does not know reads
 * as `UNKNOWN` too).
 */
export const CARD_DECLINE_CODES = [
  'LIMIT_EXCEEDED',
  'CARD_EXPIRED',
  'INVALID_CARD_INFO',
  'CARD_SUSPENDED',
  'PROCESSOR_UNREACHABLE',
  'UNKNOWN',
] as const
export type CardDeclineCode = (typeof CARD_DECLINE_CODES)[number]

/**
 * The card page's outcome. `failed`: nothing was approved; `message` is the processor's own text
 * (when it gave one) and `code` its reason (when the shell can tell). The app only tells the
 * patient: what was paid is always the hospital's check of an approval, never this answer.
 */
export type CardPaymentResult =
  | { status: 'approved'; approvalNo: string; cardName?: string }
  | { status: 'cancelled' }
  | { status: 'failed'; message?: string; code?: CardDeclineCode }

export type CardManagementResult =
  { status: 'registered'; cardToken: string; cardName: string; maskedCardNo: string } | { status: 'cancelled' }

export interface AppointmentAlarm {
  appointmentId: string
  /** When to remind (RFC 3339, Korea time). */
  at: string
  title: string
  body: string
}

/**
 * A reminder that repeats every day at the same times between two days (medicines): one id for
 * all its times, so one call cancels it. The shell schedules it as local notifications and
 * stops by itself after `endDate`.
 */
export interface DailyAlarm {
  /** The app's own id, stable for the same reminder (setting it again replaces it). */
  id: string
  /** Times of day, Korea time, `HH:mm`, earliest first. */
  times: readonly string[]
  /** The first day (YYYY-MM-DD, Korea); times already past on that day are skipped. */
  startDate: string
  /** The last day it rings (YYYY-MM-DD, Korea), inclusive. */
  endDate: string
  title: string
  body: string
}

/** A notification shown at once (the waiting turn is near). */
export interface LocalNotice {
  /** The same id shows once: a repeat replaces the earlier notification. */
  id: string
  title: string
  body: string
}

/**
 * `shown`: the phone shows it (in the notification shade, or as the shell's banner in front);
 * `blocked`: notifications are off or not possible here: the app says it on the screen itself.
 */
export type NoticeOutcome = 'shown' | 'blocked'

/** A file the app hands to the phone (the checkup report PDF). */
export interface NativeFile {
  fileName: string
  data: Blob
}

/** `done`: saved or sent; `cancelled`: the patient closed the phone's sheet. */
export type FileOutcome = 'done' | 'cancelled'

/** The map apps Korean patients use. */
export type MapApp = 'kakao' | 'naver' | 'tmap'

/** A place to show (and route to) in a map app: the hospital, from the hospital info call. */
export interface MapRequest {
  app: MapApp
  /** The place's name, shown as the destination. */
  name: string
  address: string
  latitude: number
  longitude: number
}

/**
 * Another app on the phone to open (the NHIS mobile health-insurance card), as the hospital's
 * configuration names it: Android by its package, iOS by its URL scheme, and each platform's store
 * page for a phone without it. Checked before it is asked (./app-launch.ts): only a package name,
 * a plain scheme of an app and the https page of Google Play or the App Store.
 */
export interface AppLaunch {
  android: { package: string; storeUrl: string }
  ios: { scheme: string; storeUrl: string }
}

/** `app`: the app opened; `store`: it is not on the phone, so its store page opened instead. */
export type AppLaunchOutcome = 'app' | 'store'

export type NativeEvent = 'back' | 'shake'

export type PermissionKind = 'location' | 'notifications'

/**
 * Everything the app shell provides, as one typed interface. Screens use it through
 * `native` (./index.ts) and never touch window bridges themselves.
 */
export interface NativeBridge {
  readonly kind: 'android' | 'ios' | 'browser' | 'demo'
  getAppInfo(): Promise<AppInfo>
  /** The app's page in the phone's settings. */
  openSettings(): void
  /** The shell's notification (alarm) settings. */
  openAlarmSettings(): void
  /** A local reminder for a booking, set by the phone (replaces an earlier one for it). */
  setAppointmentAlarm(alarm: AppointmentAlarm): Promise<void>
  cancelAppointmentAlarm(appointmentId: string): Promise<void>
  /** Cancels every booking reminder the app has set on this phone (sign-out). */
  cancelAllAppointmentAlarms(): Promise<void>
  /** A reminder every day at the given times until its end date (replaces one with the same id). */
  setDailyAlarm(alarm: DailyAlarm): Promise<void>
  /** Cancels one daily reminder; an unknown id is not an error. */
  cancelDailyAlarm(id: string): Promise<void>
  /** Cancels every daily reminder the app has set on this phone (sign-out). */
  cancelAllDailyAlarms(): Promise<void>
  /** Shows a notification now, with the phone's sound and vibration as the patient set them. */
  notify(notice: LocalNotice): Promise<NoticeOutcome>
  /** Raises the screen to full brightness (for the barcode); `restore` puts it back. */
  setBrightness(level: 'max' | 'restore'): void
  vibrate(milliseconds?: number): void
  /**
   * Phone identity verification by the identity provider (NICE, PASS ...): the shell asks the
   * hospital for a handle (startIdentityVerification), opens the provider's page, and answers the
   * handle once the provider has given the hospital its result; null when the patient gave up.
   */
  verifyIdentity(): Promise<IdentityVerification | null>
  /**
   * Signs in or signs up with a verification handle: the shell makes the hospital's call with its
   * own device id, keeps the refresh credential in its secure storage and answers the access token.
   */
  startSession(start: SessionStart): Promise<SessionAnswer>
  /**
   * Renews the session the shell holds (the spec's sign-in again with the stored userId): the
   * shell sends its stored user id, refresh credential and device id, keeps the rotated credential
   * and answers a new access token. One renewal at a time: concurrent calls share one answer.
   */
  renewSession(): Promise<RenewalAnswer>
  /**
   * Ends the session: the shell forgets the refresh credential and revokes it on the server, or
   * keeps the revocation to retry when the server did not hear it.
   */
  endSession(): Promise<SessionEnd>
  /** The card provider's payment page. */
  startCardPayment(request: CardPaymentRequest): Promise<CardPaymentResult>
  /** The payment card management page (hi-pass registration). */
  manageCards(authToken: string): Promise<CardManagementResult>
  /** The hospital's external QR check-in web page. */
  openQrCheckIn(url: string): void
  /** An external page (funeral hall, insurance claim) in the system browser. */
  openExternal(url: string): void
  /**
   * Directions to a place in the patient's map app. The shells open the app by its scheme
   * (`kakaomap://route?ep=lat,lng`, `nmap://route/public?dlat=…&dlng=…&dname=…`,
   * `tmap://route?goalname=…&goalx=lng&goaly=lat`) or its store page when it is not installed;
   * outside the shell the map's web page opens (see map-links.ts).
   */
  openMap(request: MapRequest): void
  /**
   * Opens another app (Android by package, iOS by scheme), or its store page when it is not
   * installed. Refused without a call when the request is not a plain app and a store page
   * (./app-launch.ts); the shells open only the apps they declare (docs/native-bridge.md).
   */
  openApp(launch: AppLaunch): Promise<AppLaunchOutcome>
  getLocation(): Promise<LatLng>
  /**
   * The shell's own permission questions (location, notifications), asked once after the app
   * has explained why (the first-run guide).
   */
  requestPermissions(kinds: readonly PermissionKind[]): void

  /** Saves a file on the phone (Android: Downloads, iOS: the Files app). */
  saveFile(file: NativeFile): Promise<FileOutcome>
  /** The phone's share sheet with a file (messenger, mail, another PDF app). */
  shareFile(file: NativeFile): Promise<FileOutcome>
  /** Leaves the app (the exit question on home). */
  exitApp(): void
  /** Hardware back and shake; returns the unsubscribe. */
  on(event: NativeEvent, handler: () => void): () => void
}
