import type { LatLng } from '../lib/geo'
import type {
  AppInfo,
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
} from './types'

/**
 * The shells speak one JSON protocol over their own channel:
 * the page posts `{ id, method, params }`; the shell answers with
 * `window.HanbitNative.resolve(id, result)` or `.reject(id, message)`, and raises events with
 * `window.HanbitNative.emit('back' | 'shake')`.
 */
export interface NativeReceiver {
  resolve(id: number, result: unknown): void
  reject(id: number, message: string): void
  emit(event: NativeEvent): void
}

declare global {
  interface Window {
    HanbitNative?: NativeReceiver
  }
}

type Post = (message: { id: number; method: string; params?: unknown }) => void

/** The shells' channel carries text: a file goes as base64 with its name and type. */
async function fileParams({ fileName, data }: NativeFile) {
  const bytes = new Uint8Array(await data.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return { fileName, mimeType: data.type || 'application/octet-stream', base64: btoa(binary) }
}

export function createMessageBridge(kind: 'android' | 'ios', post: Post): NativeBridge {
  let nextId = 1
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>()
  const listeners = new Map<NativeEvent, Set<() => void>>()

  window.HanbitNative = {
    resolve(id, result) {
      pending.get(id)?.resolve(result)
      pending.delete(id)
    },
    reject(id, message) {
      pending.get(id)?.reject(new Error(message))
      pending.delete(id)
    },
    emit(event) {
      listeners.get(event)?.forEach((handler) => handler())
    },
  }

  const call = <T>(method: string, params?: unknown) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
      post({ id, method, ...(params === undefined ? {} : { params }) })
    })
  const send = (method: string, params?: unknown) => void call(method, params).catch(() => undefined)

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
    readSecret: (key) => call<string | null>('readSecret', { key }),
    writeSecret: (key, value) => call<void>('writeSecret', { key, value }),
    deleteSecret: (key) => call<void>('deleteSecret', { key }),
    startCardPayment: (request: CardPaymentRequest) => call<CardPaymentResult>('startCardPayment', request),
    manageCards: (authToken) => call<CardManagementResult>('manageCards', { authToken }),
    openQrCheckIn: (url) => send('openQrCheckIn', { url }),
    openExternal: (url) => send('openExternal', { url }),
    openMap: (request) => send('openMap', request),
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
