import type { LatLng } from '../lib/geo'
import { native as words } from '../messages/native'
import { loadChunk } from '../lazy'
import type { ANSWER_SCHEMAS, BridgeMethod } from './answer-schemas'
import { isAppLaunch } from './app-launch'
import { isExternalHttps } from './external-url'
import { NativeCallError } from './native-call-error'
import type {
  AppInfo,
  AppLaunchOutcome,
  AppointmentAlarm,
  CardManagementResult,
  CardPaymentRequest,
  CardPaymentResult,
  DailyAlarm,
  FileOutcome,
  IdentityVerification,
  LocalNotice,
  NativeBridge,
  NativeEvent,
  NativeFile,
  NoticeOutcome,
  RenewalAnswer,
  SessionAnswer,
  SessionEnd,
  SessionStart,
} from './types'

/**
 * The shells speak one JSON protocol over their own channel:
 * the page posts `{ id, method, params }`; the shell answers with
 * `window.HanbitNative.resolve(id, result)` or `.reject(id, message)`, and raises events with
 * `window.HanbitNative.emit('back' | 'shake')`.
 */
export interface NativeReceiver {
  resolve(id: string, result: unknown): void
  reject(id: string, message: string): void
  emit(event: NativeEvent): void
}

declare global {
  interface Window {
    HanbitNative?: NativeReceiver
  }
}

/** The answers' shapes by call (./answer-schemas.ts, loaded after the bridge). */
type AnswerSchemas = typeof ANSWER_SCHEMAS

type Post = (message: { id: string; method: BridgeMethod; params?: unknown }) => void

/** Where the shell finds the receiver (the page's window; a plain object in unit tests). */
export interface ReceiverHost {
  HanbitNative?: NativeReceiver
}

/** Most calls are the shell's own work: an answer comes within seconds or not at all. */
export const DEFAULT_TIMEOUT_MS = 15_000

/**
 * Calls that wait on the patient on a page or sheet of the shell get the time that page needs.
 * Past it the call fails as any failed bridge call does; an answer after that is dropped.
 */
export const TIMEOUT_MS: Partial<Record<BridgeMethod, number>> = {
  // The identity provider's page; the hospital's verification handle lasts 10 minutes.
  verifyIdentity: 11 * 60_000,
  // The card processor's pages (card number, the card company's app, its one-time password). An
  // order whose answer never came is looked up afterwards (use-card-payment.ts).
  startCardPayment: 20 * 60_000,
  manageCards: 20 * 60_000,
  // The phone's save and share sheets.
  saveFile: 10 * 60_000,
  shareFile: 10 * 60_000,
  // The phone's own permission questions, and a location fix indoors.
  requestPermissions: 5 * 60_000,
  getLocation: 60_000,
}

/** An id a page cannot guess: 128 random bits (so it cannot answer a call it did not see). */
function callId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The shells' channel carries text: a file goes as base64 with its name and type. */
async function fileParams({ fileName, data }: NativeFile) {
  const bytes = new Uint8Array(await data.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return { fileName, mimeType: data.type || 'application/octet-stream', base64: btoa(binary) }
}

interface Pending {
  method: BridgeMethod
  resolve: (value: unknown) => void
  reject: (error: Error) => void
  timer: ReturnType<typeof setTimeout>
}

const EVENTS: readonly NativeEvent[] = ['back', 'shake']

export function createMessageBridge(
  kind: 'android' | 'ios',
  post: Post,
  host: ReceiverHost = globalThis as ReceiverHost,
): NativeBridge {
  const pending = new Map<string, Pending>()
  const listeners = new Map<NativeEvent, Set<() => void>>()
  // The answers' shapes, asked for now (the shell's first calls come during start-up) but not
  // part of the first load. Downloaded again when they could not be: until then an answer cannot
  // be read, and its call ends as one the shell did not answer.
  let schemas: Promise<AnswerSchemas> | undefined
  const answerSchemas = () =>
    (schemas ??= loadChunk(() => import('./answer-schemas'), { onNewVersion: 'fail' })
      .then((module) => module.ANSWER_SCHEMAS)
      .catch((error: unknown) => {
        schemas = undefined
        throw error
      }))
  void answerSchemas().catch(() => undefined)

  /** Takes a call out of the waiting list: it is answered once, whatever comes later. */
  const take = (id: string): Pending | undefined => {
    const call = pending.get(id)
    if (!call) return undefined
    pending.delete(id)
    clearTimeout(call.timer)
    return call
  }

  host.HanbitNative = {
    resolve(id, result) {
      // An id no call of this page has (guessed, late, or another page's): dropped.
      const call = typeof id === 'string' ? pending.get(id) : undefined
      if (!call) return
      void answerSchemas()
        .then((all) => {
          if (pending.get(id) !== call) return
          const answer = all[call.method].safeParse(result)
          // A wrong shape is dropped, not passed on: the call waits for a true answer or its time.
          if (!answer.success) return console.warn(`native answer dropped: ${call.method} (not its shape)`)
          take(id)?.resolve(answer.data)
        })
        .catch(() => undefined)
    },
    reject(id, message) {
      const call = typeof id === 'string' ? take(id) : undefined
      if (!call) return
      const said = typeof message === 'string' && message.trim() ? message.trim().slice(0, 500) : words.refused
      call.reject(new NativeCallError(call.method, 'rejected', said))
    },
    emit(event) {
      if (!EVENTS.includes(event)) return
      listeners.get(event)?.forEach((handler) => handler())
    },
  }

  const call = <T>(method: BridgeMethod, params?: unknown) =>
    new Promise<T>((resolve, reject) => {
      const id = callId()
      const timer = setTimeout(() => {
        take(id)?.reject(new NativeCallError(method, 'timeout', words.noAnswer))
      }, TIMEOUT_MS[method] ?? DEFAULT_TIMEOUT_MS)
      pending.set(id, { method, resolve: resolve as (value: unknown) => void, reject, timer })
      post({ id, method, ...(params === undefined ? {} : { params }) })
    })
  const send = (method: BridgeMethod, params?: unknown) => void call(method, params).catch(() => undefined)

  return {
    kind,
    getAppInfo: () => call<AppInfo>('getAppInfo'),
    openSettings: () => send('openSettings'),
    openAlarmSettings: () => send('openAlarmSettings'),
    setAppointmentAlarm: (alarm: AppointmentAlarm) => call<void>('setAppointmentAlarm', alarm),
    cancelAppointmentAlarm: (appointmentId) => call<void>('cancelAppointmentAlarm', { appointmentId }),
    setDailyAlarm: (alarm: DailyAlarm) => call<void>('setDailyAlarm', alarm),
    cancelDailyAlarm: (id) => call<void>('cancelDailyAlarm', { id }),
    cancelAllDailyAlarms: () => call<void>('cancelAllDailyAlarms'),
    cancelAllAppointmentAlarms: () => call<void>('cancelAllAppointmentAlarms'),
    notify: (notice: LocalNotice) => call<NoticeOutcome>('notify', notice),
    setBrightness: (level) => send('setBrightness', { level }),
    vibrate: (milliseconds = 200) => send('vibrate', { milliseconds }),
    verifyIdentity: () => call<IdentityVerification | null>('verifyIdentity'),
    startSession: (start: SessionStart) => call<SessionAnswer>('startSession', start),
    renewSession: () => call<RenewalAnswer>('renewSession'),
    endSession: () => call<SessionEnd>('endSession'),
    startCardPayment: (request: CardPaymentRequest) => call<CardPaymentResult>('startCardPayment', request),
    manageCards: (authToken) => call<CardManagementResult>('manageCards', { authToken }),
    openQrCheckIn: (url) => send('openQrCheckIn', { url }),
    // Only https goes to the system browser (a notice's link, the store page): nothing else.
    openExternal: (url) => {
      if (isExternalHttps(url)) send('openExternal', { url })
    },
    openMap: (request) => send('openMap', request),
    // Each shell gets its own platform's part: a package or a scheme, and that store's page. A
    // request that is not a plain app and its store page (the hospital's configuration) never goes.
    openApp: (launch) =>
      isAppLaunch(launch)
        ? call<AppLaunchOutcome>('openApp', kind === 'android' ? launch.android : launch.ios)
        : Promise.reject(new NativeCallError('openApp', 'rejected', words.refused)),
    getLocation: () => call<LatLng>('getLocation'),
    requestPermissions: (kinds) => send('requestPermissions', { kinds }),
    saveFile: async (file) => call<FileOutcome>('saveFile', await fileParams(file)),
    shareFile: async (file) => call<FileOutcome>('shareFile', await fileParams(file)),
    exitApp: () => send('exitApp'),
    on(event, handler) {
      const set = listeners.get(event) ?? new Set()
      set.add(handler)
      listeners.set(event, set)
      return () => set.delete(handler)
    },
  }
}
