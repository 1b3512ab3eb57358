import { messages } from '../messages'
import type { FileOutcome, NativeBridge, NativeEvent, NativeFile } from './types'

/** How hard a shake must be (m/s² above gravity) and how far apart shakes count. */
const SHAKE_THRESHOLD = 15
const SHAKE_GAP_MS = 1000

/** The browser's own download of a file. */
function download({ fileName, data }: NativeFile): Promise<FileOutcome> {
  const url = URL.createObjectURL(data)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started by the time the click returns; the address can go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
  return Promise.resolve('done')
}

/** The web share sheet where the browser can share files, a download otherwise. */
async function share(file: NativeFile): Promise<FileOutcome> {
  const shared = new File([file.data], file.fileName, { type: file.data.type })
  if (!navigator.canShare?.({ files: [shared] })) return download(file)
  try {
    await navigator.share({ files: [shared], title: file.fileName })
    return 'done'
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled'
    throw error
  }
}

function secretStorage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/** This browser's device id: made once, kept over sign-outs (as a shell's install id is). */
function browserDeviceId(): string {
  const storage = secretStorage()
  const kept = storage?.getItem('device-id')
  if (kept) return kept
  const made = `web-${crypto.randomUUID()}`
  storage?.setItem('device-id', made)
  return made
}

/**
 * The app outside the shell (a desktop or phone browser): what the web platform can do
 * (vibration, geolocation, device motion, the history for back), and a clear refusal for what
 * only the shell can do (identity verification, card payment).
 */
export function createBrowserBridge(): NativeBridge {
  const listeners = new Map<NativeEvent, Set<() => void>>()
  let lastShake = 0
  let motionWatched = false

  const onMotion = (event: DeviceMotionEvent) => {
    const a = event.acceleration ?? event.accelerationIncludingGravity
    if (!a) return
    const force = Math.hypot(a.x ?? 0, a.y ?? 0, a.z ?? 0) - (event.acceleration ? 0 : 9.81)
    const now = Date.now()
    if (force > SHAKE_THRESHOLD && now - lastShake > SHAKE_GAP_MS) {
      lastShake = now
      listeners.get('shake')?.forEach((handler) => handler())
    }
  }

  const unavailable = () => Promise.reject(new Error(messages.native.shellOnly))

  return {
    kind: 'browser',
    getAppInfo: () =>
      Promise.resolve({
        appVersion: import.meta.env.VITE_APP_VERSION ?? '0.0.0',
        os: 'WEB' as const,
        deviceId: browserDeviceId(),
      }),
    openSettings: () => undefined,
    openAlarmSettings: () => undefined,
    setAppointmentAlarm: unavailable,
    cancelAppointmentAlarm: unavailable,
    // A web page cannot ring when it is closed: daily reminders are the shell's alone.
    setDailyAlarm: unavailable,
    cancelDailyAlarm: () => Promise.resolve(),
    cancelAllDailyAlarms: () => Promise.resolve(),
    cancelAllAppointmentAlarms: () => Promise.resolve(),
    // Loaded when first needed: not in the first load.
    notify: (notice) => import('./web-notify').then(({ webNotify }) => webNotify(notice)),
    setBrightness: () => undefined,
    vibrate: (milliseconds = 200) => {
      if ('vibrate' in navigator) navigator.vibrate(milliseconds)
    },
    verifyIdentity: unavailable,
    // A browser has no Keystore: the page's own storage, the best the web offers (docs/security.md).
    readSecret: (key) => Promise.resolve(secretStorage()?.getItem(`secret:${key}`) ?? null),
    writeSecret: (key, value) => Promise.resolve(secretStorage()?.setItem(`secret:${key}`, value)),
    deleteSecret: (key) => Promise.resolve(secretStorage()?.removeItem(`secret:${key}`)),
    startCardPayment: unavailable,
    manageCards: unavailable,
    openQrCheckIn: (url) => void window.open(url, '_blank', 'noopener'),
    openExternal: (url) => void window.open(url, '_blank', 'noopener'),
    // A browser asks for the location when it is first used; notifications when asked here.
    requestPermissions: (kinds) => {
      if (kinds.includes('notifications'))
        void import('./web-notify').then(({ askWebNotifications }) => askWebNotifications())
    },
    // The map links load when asked (still within the tap's activation): not in the first load.
    openMap: (request) =>
      void import('./map-links').then(({ mapWebUrl }) => window.open(mapWebUrl(request), '_blank', 'noopener')),
    getLocation: () =>
      new Promise((resolve, reject) => {
        if (!('geolocation' in navigator)) return reject(new Error(messages.native.locationUnavailable))
        navigator.geolocation.getCurrentPosition(
          (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
          () => reject(new Error(messages.native.locationDenied)),
          { enableHighAccuracy: true, timeout: 10_000, maximumAge: 30_000 },
        )
      }),
    saveFile: download,
    shareFile: share,
    exitApp: () => window.close(),
    on(event, handler) {
      const set = listeners.get(event) ?? new Set()
      set.add(handler)
      listeners.set(event, set)
      if (event === 'shake' && !motionWatched && 'DeviceMotionEvent' in window) {
        motionWatched = true
        window.addEventListener('devicemotion', onMotion)
      }
      return () => set.delete(handler)
    },
  }
}
