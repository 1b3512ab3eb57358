import type { MobileAuthResult } from '@/api/generated/account/model'
import { HOSPITAL } from '@/shared/config/hospital'
import type { LatLng } from '@/shared/lib/geo'
import { messages } from '@/shared/messages'
import type { CardPaymentResult, NativeBridge, NativeEvent } from '@/shared/native'

export interface StoryNative {
  /** What the identity verification returns (null: the patient gave up). */
  identity?: MobileAuthResult | null
  payment?: CardPaymentResult
  /**
   * Where the phone is: inside the hospital, about 1 km away, a position of its own; `denied`:
   * the patient refused the location permission.
   */
  location?: 'inside' | 'outside' | 'denied' | LatLng
  /** Notifications turned off on the phone: `notify` answers `blocked`. */
  notificationsBlocked?: boolean
}

/**
 * The calls a story's screen made to the shell that leave the app (external pages, map apps),
 * in order, for the story's play to check. Emptied when the next story's bridge is made.
 */
export const storyNativeCalls: Array<{
  method: 'openExternal' | 'openMap' | 'notify' | 'vibrate' | 'setDailyAlarm' | 'cancelDailyAlarm'
  args: unknown
}> = []

/** The shell in a story: answers at once, as the story says. */
export function createStoryBridge(options: StoryNative = {}): NativeBridge & { emit(event: NativeEvent): void } {
  const listeners = new Map<NativeEvent, Set<() => void>>()
  const nothing = () => undefined
  storyNativeCalls.length = 0
  return {
    kind: 'demo',
    getAppInfo: () => Promise.resolve({ appVersion: '0.1.0', os: 'ANDROID', deviceId: 'story', fcmToken: 'fcm-story' }),
    openSettings: nothing,
    openAlarmSettings: nothing,
    requestPermissions: nothing,
    setAppointmentAlarm: () => Promise.resolve(),
    cancelAppointmentAlarm: () => Promise.resolve(),
    setDailyAlarm: (alarm) => Promise.resolve(void storyNativeCalls.push({ method: 'setDailyAlarm', args: alarm })),
    cancelDailyAlarm: (id) => Promise.resolve(void storyNativeCalls.push({ method: 'cancelDailyAlarm', args: id })),
    cancelAllDailyAlarms: () => Promise.resolve(),
    notify: (notice) => {
      storyNativeCalls.push({ method: 'notify', args: notice })
      return Promise.resolve(options.notificationsBlocked ? 'blocked' : 'shown')
    },
    setBrightness: nothing,
    vibrate: (ms) => void storyNativeCalls.push({ method: 'vibrate', args: ms }),
    verifyIdentity: () => Promise.resolve(options.identity ?? null),
    startCardPayment: () =>
      Promise.resolve(options.payment ?? { status: 'approved', approvalNo: '30091234', cardName: '신한카드' }),
    manageCards: () =>
      Promise.resolve({
        status: 'registered',
        cardToken: 'story-card',
        cardName: 'KB국민카드',
        maskedCardNo: '5570-****-****-4321',
      }),
    openQrCheckIn: nothing,
    openExternal: (url) => void storyNativeCalls.push({ method: 'openExternal', args: url }),
    openMap: (request) => void storyNativeCalls.push({ method: 'openMap', args: request }),
    getLocation: () =>
      options.location === 'denied'
        ? Promise.reject(new Error(messages.native.locationDenied))
        : Promise.resolve(
            typeof options.location === 'object'
              ? options.location
              : options.location === 'outside'
                ? { latitude: HOSPITAL.location.latitude + 0.009, longitude: HOSPITAL.location.longitude }
                : { ...HOSPITAL.location },
          ),
    saveFile: () => Promise.resolve('done'),
    shareFile: () => Promise.resolve('done'),
    exitApp: nothing,
    on(event, handler) {
      const set = listeners.get(event) ?? new Set()
      set.add(handler)
      listeners.set(event, set)
      return () => set.delete(handler)
    },
    emit(event) {
      listeners.get(event)?.forEach((handler) => handler())
    },
  }
}
