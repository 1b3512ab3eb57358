/**
 * A bridge whose transport loads on first use: a page in the shell never carries the browser
 * fallback, a page in a browser never carries the shells' protocol, and neither weighs on the
 * first load. Every call of the bridge is asynchronous already (a promise, or nothing to wait
 * for), so a call made before the transport is in place simply goes once it is.
 */
import { loadChunk } from '../lazy'
import { loadAfterFirstPaint } from '../lib/after-first-paint'
import type { NativeBridge } from './types'

type Method = Exclude<keyof NativeBridge, 'kind' | 'on'>

/** Every call of the bridge and whether it answers (a new call must be listed: a compile error otherwise). */
const METHODS = {
  getAppInfo: 'answer',
  openSettings: 'none',
  openAlarmSettings: 'none',
  setAppointmentAlarm: 'answer',
  cancelAppointmentAlarm: 'answer',
  cancelAllAppointmentAlarms: 'answer',
  setDailyAlarm: 'answer',
  cancelDailyAlarm: 'answer',
  cancelAllDailyAlarms: 'answer',
  notify: 'answer',
  setBrightness: 'none',
  vibrate: 'none',
  verifyIdentity: 'answer',
  startSession: 'answer',
  renewSession: 'answer',
  endSession: 'answer',
  startCardPayment: 'answer',
  manageCards: 'answer',
  openQrCheckIn: 'none',
  openExternal: 'none',
  openMap: 'none',
  openApp: 'answer',
  getLocation: 'answer',
  requestPermissions: 'none',
  saveFile: 'answer',
  shareFile: 'answer',
  exitApp: 'none',
} as const satisfies Record<Method, 'answer' | 'none'>

export function lazyBridge(kind: NativeBridge['kind'], load: () => Promise<NativeBridge>): NativeBridge {
  let loading: Promise<NativeBridge> | undefined
  // A transport that could not be downloaded is downloaded again at the next call, not refused
  // for the rest of the page's life.
  const transport = () =>
    (loading ??= loadChunk(load, { onNewVersion: 'fail' }).catch((error: unknown) => {
      loading = undefined
      throw error
    }))
  const bridge: Record<string, unknown> = {
    kind,
    on(event: Parameters<NativeBridge['on']>[0], handler: () => void) {
      let off: (() => void) | undefined
      let stopped = false
      // Listening (back, shake) starts once the first screen has painted: a subscription made at
      // start does not bring the transport's code in beside the greeting.
      void loadAfterFirstPaint(transport)()
        .then((loaded) => {
          if (!stopped) off = loaded.on(event, handler)
        })
        .catch(() => undefined)
      return () => {
        stopped = true
        off?.()
      }
    },
  }
  for (const [method, answers] of Object.entries(METHODS)) {
    bridge[method] = (...args: unknown[]) => {
      const call = transport().then((loaded) => (loaded[method as Method] as (...a: unknown[]) => unknown)(...args))
      if (answers === 'answer') return call
      void call.catch(() => undefined)
      return undefined
    }
  }
  return bridge as unknown as NativeBridge
}
