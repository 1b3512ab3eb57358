import { HOSPITAL } from '@/shared/config/hospital'
import type { LatLng } from '@/shared/lib/geo'
import { messages } from '@/shared/messages'
import type { CardPaymentResult, NativeBridge, NativeEvent } from '@/shared/native'
import { createSessionStandIn, holdSession, memoryKeystore, type HeldSession } from '@/shared/native/session-stand-in'
import { approveOnCardPage } from '../../mocks/handlers/card-orders'
import { registerOnCardPage } from '../../mocks/handlers/card-registrations'
import { completeVerification, startVerification } from '../../mocks/handlers/lib/credentials'
import { DEMO_DEVICE_ID } from '../../mocks/seed/constants'
import type { Persona } from '../../mocks/seed/personas'

/** The person an identity provider verifies (the seeded people, mocks/seed/personas.ts). */
export type VerifiedIdentity = Persona['identity']

export interface StoryNative {
  /**
   * Who verifies on the phone (null: the patient gave up). The bridge does what the shell does:
   * a handle from the story's sandbox, the provider's result under it, and only the handle back.
   */
  identity?: VerifiedIdentity | null
  /**
   * The card page's outcome. `approved` goes through the story's card processor, which gives the
   * approval number (the one in the story's parameter is not used). A list: one outcome for each
   * time the card page opens, in order, the last for every time after (declined, then approved).
   */
  payment?: CardPaymentResult | readonly CardPaymentResult[]
  /**
   * The session the shell holds in its keystore (the persona's refresh credential). The bridge
   * signs in, renews and signs out against the story's sandbox as a shell does, and hands the page
   * only access tokens.
   */
  session?: HeldSession
  /**
   * Where the phone is: inside the hospital, about 1 km away, a position of its own; `denied`:
   * the patient refused the location permission.
   */
  location?: 'inside' | 'outside' | 'denied' | LatLng
  /** Notifications turned off on the phone: `notify` answers `blocked`. */
  notificationsBlocked?: boolean
  /** The phone's own text size (a factor of its default), as the shell reports it. */
  fontScale?: number
  /** An app `openApp` asks for is not on the phone: its store page opens (`store`). */
  appMissing?: boolean
}

/**
 * The calls a story's screen made to the shell that leave the app (external pages, map apps),
 * in order, for the story's play to check. Emptied when the next story's bridge is made.
 */
export const storyNativeCalls: Array<{
  method:
    | 'openExternal'
    | 'openMap'
    | 'notify'
    | 'vibrate'
    | 'setDailyAlarm'
    | 'cancelDailyAlarm'
    | 'saveFile'
    | 'shareFile'
    | 'startCardPayment'
    | 'openApp'
  args: unknown
}> = []

/** The shell in a story: answers at once, as the story says. */
export function createStoryBridge(options: StoryNative = {}): NativeBridge & { emit(event: NativeEvent): void } {
  const listeners = new Map<NativeEvent, Set<() => void>>()
  const nothing = () => undefined
  const keystore = memoryKeystore()
  holdSession(keystore, options.session ?? null)
  const sessions = createSessionStandIn({ keystore, deviceId: () => DEMO_DEVICE_ID })
  storyNativeCalls.length = 0
  return {
    kind: 'demo',
    getAppInfo: () =>
      Promise.resolve({
        appVersion: '0.1.0',
        os: 'ANDROID',
        deviceId: DEMO_DEVICE_ID,
        fcmToken: 'fcm-story',
        ...(options.fontScale ? { fontScale: options.fontScale } : {}),
      }),
    openSettings: nothing,
    openAlarmSettings: nothing,
    requestPermissions: nothing,
    setAppointmentAlarm: () => Promise.resolve(),
    cancelAppointmentAlarm: () => Promise.resolve(),
    setDailyAlarm: (alarm) => Promise.resolve(void storyNativeCalls.push({ method: 'setDailyAlarm', args: alarm })),
    cancelDailyAlarm: (id) => Promise.resolve(void storyNativeCalls.push({ method: 'cancelDailyAlarm', args: id })),
    cancelAllDailyAlarms: () => Promise.resolve(),
    cancelAllAppointmentAlarms: () => Promise.resolve(),
    startSession: (start) => sessions.startSession(start),
    renewSession: () => sessions.renewSession(),
    endSession: () => sessions.endSession(),
    notify: (notice) => {
      storyNativeCalls.push({ method: 'notify', args: notice })
      return Promise.resolve(options.notificationsBlocked ? 'blocked' : 'shown')
    },
    setBrightness: nothing,
    vibrate: (ms) => void storyNativeCalls.push({ method: 'vibrate', args: ms }),
    async verifyIdentity() {
      if (!options.identity) return null
      const { verificationId } = await startVerification(DEMO_DEVICE_ID)
      await completeVerification(verificationId, options.identity)
      return { verificationId }
    },
    async startCardPayment(request) {
      const { orderId, amount, goodsName } = request
      storyNativeCalls.push({ method: 'startCardPayment', args: { orderId, amount, goodsName } })
      const outcomes = options.payment === undefined ? [] : [options.payment].flat()
      const opened = storyNativeCalls.filter((call) => call.method === 'startCardPayment').length
      const outcome = outcomes[Math.min(opened, outcomes.length) - 1] ?? {
        status: 'approved',
        approvalNo: '',
        cardName: '신한카드',
      }
      if (outcome.status !== 'approved') return outcome
      const approval = await approveOnCardPage(request, outcome.cardName ?? '신한카드')
      return { status: 'approved', approvalNo: approval.approvalNo, cardName: approval.cardName }
    },
    async manageCards(authToken) {
      // The card-management page registers a card with the hospital's one-time authorization.
      const card = await registerOnCardPage(authToken, 'KB국민카드')
      return { status: 'registered', ...card }
    },
    openQrCheckIn: nothing,
    openExternal: (url) => void storyNativeCalls.push({ method: 'openExternal', args: url }),
    openMap: (request) => void storyNativeCalls.push({ method: 'openMap', args: request }),
    openApp: (launch) => {
      storyNativeCalls.push({ method: 'openApp', args: launch })
      return Promise.resolve(options.appMissing ? 'store' : 'app')
    },
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
    saveFile: (file) =>
      Promise.resolve(
        storyNativeCalls.push({ method: 'saveFile', args: { fileName: file.fileName, type: file.data.type } }),
      ).then(() => 'done' as const),
    shareFile: (file) =>
      Promise.resolve(
        storyNativeCalls.push({ method: 'shareFile', args: { fileName: file.fileName, type: file.data.type } }),
      ).then(() => 'done' as const),
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
