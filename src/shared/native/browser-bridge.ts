import { loadChunk, runWithChunk } from '../lazy'
import { messages } from '../messages'
import { isAppLaunch } from './app-launch'
import { isExternalHttps } from './external-url'
import { NativeCallError } from './native-call-error'
import type { SessionStandIn } from './session-stand-in'
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

function pageStorage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/** This browser's device id: made once, kept over sign-outs (as a shell's install id is). */
function browserDeviceId(): string {
  const storage = pageStorage()
  const kept = storage?.getItem('device-id')
  if (kept) return kept
  const made = `web-${crypto.randomUUID()}`
  storage?.setItem('device-id', made)
  return made
}

/**
 * Where a browser may play the shell's session calls: development, tests and the demo build,
 * never a production build (a constant the build folds, so production does not even carry the
 * stand-in). There a session cannot start outside the shell, as identity verification cannot,
 * and nothing of a session is kept in a browser's storage.
 */
const SESSION_STAND_IN = import.meta.env.DEV || import.meta.env.MODE === 'test' || import.meta.env.VITE_DEMO === 'true'

/**
 * What earlier versions of the app kept in a browser's own storage (the refresh credential and the
 * sign-outs to retry): forgotten, so no credential outlives this version in the page's reach.
 */
const LEGACY_SECRETS = ['secret:refresh-credential', 'secret:pending-sign-outs']

type SessionCalls = Pick<NativeBridge, 'startSession' | 'renewSession' | 'endSession'>

/** The session calls outside a shell: the stand-in where allowed, a refusal in production. */
function browserSessions(): SessionCalls {
  const storage = pageStorage()
  LEGACY_SECRETS.forEach((key) => storage?.removeItem(key))
  if (!SESSION_STAND_IN || !storage) {
    return {
      startSession: () => Promise.reject(new NativeCallError('startSession', 'rejected', messages.native.shellOnly)),
      renewSession: () => Promise.resolve({ status: 'no-session' }),
      endSession: () => Promise.resolve('none'),
    }
  }
  // DEMO AND DEVELOPMENT ONLY: the shell's part played in the page, its credential in page storage.
  let standIn: Promise<SessionStandIn> | undefined
  const load = () =>
    (standIn ??= loadChunk(() => import('./session-stand-in'))
      .catch((error: unknown) => {
        // Not downloaded (no connection): downloaded again at the next call, not refused for good.
        standIn = undefined
        throw error
      })
      .then((module) => {
        const made = module.createSessionStandIn({
          keystore: module.storageKeystore(storage, 'dev'),
          deviceId: browserDeviceId,
        })
        // As a shell does: sign-outs the server did not hear are tried at start and back online.
        void made.retryUnheardSignOuts()
        if (typeof window !== 'undefined') window.addEventListener('online', () => void made.retryUnheardSignOuts())
        return made
      }))
  return {
    startSession: (start) => load().then((calls) => calls.startSession(start)),
    renewSession: () => load().then((calls) => calls.renewSession()),
    endSession: () => load().then((calls) => calls.endSession()),
  }
}

/**
 * The app outside the shell (a desktop or phone browser): what the web platform can do
 * (vibration, geolocation, device motion, the history for back), and a clear refusal for what
 * only the shell can do (identity verification, card payment, keeping a session's credential).
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
    // Loaded when first needed: not in the first load (a turn alert comes in the background).
    notify: (notice) =>
      loadChunk(() => import('./web-notify'), { onNewVersion: 'fail' }).then(({ webNotify }) => webNotify(notice)),
    setBrightness: () => undefined,
    vibrate: (milliseconds = 200) => {
      if ('vibrate' in navigator) navigator.vibrate(milliseconds)
    },
    verifyIdentity: unavailable,
    // A browser has no Keystore: sessions start only in the shell (the stand-in: demo, development).
    ...browserSessions(),
    startCardPayment: unavailable,
    manageCards: unavailable,
    openQrCheckIn: (url) => void window.open(url, '_blank', 'noopener'),
    openExternal: (url) => {
      if (isExternalHttps(url)) window.open(url, '_blank', 'noopener,noreferrer')
    },
    // A browser asks for the location when it is first used; notifications when asked here.
    requestPermissions: (kinds) => {
      if (kinds.includes('notifications'))
        runWithChunk(
          () => import('./web-notify'),
          ({ askWebNotifications }) => askWebNotifications(),
        )
    },
    // The map links load when asked (still within the tap's activation): not in the first load.
    // Without them the patient is told (runWithChunk), not left with a tap that did nothing.
    openMap: (request) =>
      runWithChunk(
        () => import('./map-links'),
        ({ mapWebUrl }) => void window.open(mapWebUrl(request), '_blank', 'noopener'),
      ),
    // A web page cannot open an installed app: the app's store page for this phone (an iPhone's
    // App Store, any other's Google Play), where an installed app also offers to open.
    openApp: (launch) => {
      if (!isAppLaunch(launch))
        return Promise.reject(new NativeCallError('openApp', 'rejected', messages.native.refused))
      const apple = /iPhone|iPad|iPod/.test(navigator.userAgent)
      window.open(apple ? launch.ios.storeUrl : launch.android.storeUrl, '_blank', 'noopener,noreferrer')
      return Promise.resolve('store')
    },
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
