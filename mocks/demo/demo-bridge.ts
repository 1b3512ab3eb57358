/**
 * The shell, simulated for the demo: every call is logged in the demo panel; identity
 * verification, card payment and card registration ask the presenter in a sheet; the location
 * is inside or outside the hospital as the panel says, or refused (the permission denied); the
 * session's calls go to the sandbox as a shell's would (signing in, renewing and signing out
 * with the refresh credential in the simulated phone's keystore; the log never shows it).
 */
import { APP_RELEASE } from '@/shared/config/app-release'
import { HOSPITAL } from '@/shared/config/hospital'
import { messages } from '@/shared/messages'
import type { NativeBridge, NativeEvent } from '@/shared/native'
import { createSessionStandIn, storageKeystore } from '@/shared/native/session-stand-in'
import { DEMO_DEVICE_ID } from '../seed/constants'
import { CARD_DECLINES } from './card-declines'
import { demoStore, type CardDecision } from './demo-store'
import type { Persona } from '../seed/personas'
import { approveAtCardPage, verifyAtProvider } from './simulated-shell-services'

/**
 * The simulated phone's keystore (a phone's Keystore keeps it over restarts: so does this). It has
 * to live in the page, under the shell's own keys (`demo-shell-keystore:…`); the app's code never
 * reads them (tests/unit/session/credential-reach.test.ts).
 */
export const demoKeystore = storageKeystore(localStorage, 'demo')

export type DemoBridge = NativeBridge & {
  emit(event: NativeEvent): void
  /** Sign-outs the sandbox did not hear: tried again once it runs, as a shell does at start. */
  retryUnheardSignOuts(): Promise<void>
}

/** About 1 km north of the hospital: outside the 50 m arrival range. */
const OUTSIDE = { latitude: HOSPITAL.location.latitude + 0.009, longitude: HOSPITAL.location.longitude }

export function createDemoBridge(): DemoBridge {
  const listeners = new Map<NativeEvent, Set<() => void>>()
  const log = demoStore.log
  const sessions = createSessionStandIn({ keystore: demoKeystore, deviceId: () => DEMO_DEVICE_ID, log })
  // As a shell does when the phone is back online (and at start: ./start-demo.ts).
  window.addEventListener('online', () => void sessions.retryUnheardSignOuts())
  return {
    kind: 'demo',
    getAppInfo() {
      log('getAppInfo()')
      return Promise.resolve({
        // The shell the demo plays is the store's latest.
        appVersion: APP_RELEASE.latest.ANDROID,
        os: 'ANDROID' as const,
        deviceId: DEMO_DEVICE_ID,
        fcmToken: 'fcm-demo-device',
      })
    },
    openSettings: () => log('openSettings()'),
    openAlarmSettings: () => log('openAlarmSettings() - 알림 설정 화면'),
    requestPermissions: (kinds) => log(`requestPermissions(${kinds.join(', ')}) - 휴대폰의 권한 질문`),
    setAppointmentAlarm(alarm) {
      log(`setAppointmentAlarm(${alarm.appointmentId}, ${alarm.at})`)
      return Promise.resolve()
    },
    cancelAppointmentAlarm(appointmentId) {
      log(`cancelAppointmentAlarm(${appointmentId})`)
      return Promise.resolve()
    },
    cancelAllAppointmentAlarms() {
      log('cancelAllAppointmentAlarms()')
      return Promise.resolve()
    },
    // The stand-in logs each outcome (ok, refused 401 …), never a token.
    startSession: (start) => sessions.startSession(start),
    renewSession: () => sessions.renewSession(),
    endSession: () => sessions.endSession(),
    retryUnheardSignOuts: () => sessions.retryUnheardSignOuts(),
    setDailyAlarm(alarm) {
      log(`setDailyAlarm(${alarm.id}, ${alarm.times.join('/')}, ${alarm.startDate}~${alarm.endDate})`)
      return Promise.resolve()
    },
    cancelDailyAlarm(id) {
      log(`cancelDailyAlarm(${id})`)
      return Promise.resolve()
    },
    cancelAllDailyAlarms() {
      log('cancelAllDailyAlarms()')
      return Promise.resolve()
    },
    notify(notice) {
      log(`notify(${notice.id}, ${notice.title}: ${notice.body})`)
      return Promise.resolve('shown')
    },
    setBrightness: (level) => log(`setBrightness(${level})`),
    vibrate: (ms = 200) => log(`vibrate(${ms}ms)`),
    async verifyIdentity() {
      log('verifyIdentity() - 휴대폰 본인인증')
      const person = await new Promise<Persona['identity'] | null>((resolve) =>
        demoStore.ask({ kind: 'identity', resolve }),
      )
      return person ? verifyAtProvider(person) : null
    },
    async startCardPayment(request) {
      log(`startCardPayment(${request.provider}, ${request.amount.toLocaleString('ko-KR')}원)`)
      const decision = await new Promise<CardDecision>((resolve) =>
        demoStore.ask({ kind: 'payment', request, resolve }),
      )
      if (decision === 'cancel') return { status: 'cancelled' }
      if (typeof decision === 'object') {
        const { code, message } = CARD_DECLINES.find((decline) => decline.code === decision.decline)!
        log(`startCardPayment: 거절 (${code})`)
        return { status: 'failed', code, message }
      }
      const approval = await approveAtCardPage(request, '신한카드')
      return { status: 'approved', approvalNo: approval.approvalNo, cardName: approval.cardName }
    },
    manageCards(authToken) {
      log('manageCards() - 결제카드 관리')
      return new Promise((resolve) => demoStore.ask({ kind: 'cards', authToken, resolve }))
    },
    openQrCheckIn: (url) => log(`openQrCheckIn(${url})`),
    openExternal: (url) => {
      log(`openExternal(${url})`)
      window.open(url, '_blank', 'noopener')
    },
    // The simulated phone has the app: it says what it was asked to open, as a shell would do it.
    openApp(launch) {
      log(`openApp(${launch.android.package}) - 다른 앱 열기 (없으면 스토어)`)
      return Promise.resolve('app')
    },
    openMap: (request) => {
      log(`openMap(${request.app}, ${request.name}, ${request.latitude},${request.longitude})`)
      // As the browser's bridge does: the map links load on first use.
      void import('@/shared/native/map-links').then(({ mapWebUrl }) =>
        window.open(mapWebUrl(request), '_blank', 'noopener'),
      )
    },
    getLocation() {
      const { location } = demoStore.get()
      log(`getLocation() - ${location === 'inside' ? '병원 안' : location === 'outside' ? '병원 밖' : '권한 거부'}`)
      if (location === 'denied') return Promise.reject(new Error(messages.native.locationDenied))
      return Promise.resolve(location === 'inside' ? { ...HOSPITAL.location } : OUTSIDE)
    },
    saveFile(file) {
      log(`saveFile(${file.fileName}, ${(file.data.size / 1024).toFixed(1)}KB) - 휴대폰에 저장`)
      return Promise.resolve('done')
    },
    shareFile(file) {
      log(`shareFile(${file.fileName}, ${(file.data.size / 1024).toFixed(1)}KB) - 공유 시트`)
      return Promise.resolve('done')
    },
    exitApp: () => log('exitApp() - 앱 종료'),
    on(event, handler) {
      const set = listeners.get(event) ?? new Set()
      set.add(handler)
      listeners.set(event, set)
      return () => set.delete(handler)
    },
    emit(event) {
      log(`event: ${event}`)
      listeners.get(event)?.forEach((handler) => handler())
    },
  }
}
