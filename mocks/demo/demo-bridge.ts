/**
 * The shell, simulated for the demo: every call is logged in the demo panel; identity
 * verification, card payment and card registration ask the presenter in a sheet; the location
 * is inside or outside the hospital as the panel says, or refused (the permission denied).
 */
import { APP_RELEASE } from '@/shared/config/app-release'
import { HOSPITAL } from '@/shared/config/hospital'
import { messages } from '@/shared/messages'
import type { NativeBridge, NativeEvent } from '@/shared/native'
import { demoStore } from './demo-store'

/** About 1 km north of the hospital: outside the 50 m arrival range. */
const OUTSIDE = { latitude: HOSPITAL.location.latitude + 0.009, longitude: HOSPITAL.location.longitude }

export type DemoBridge = NativeBridge & { emit(event: NativeEvent): void }

export function createDemoBridge(): DemoBridge {
  const listeners = new Map<NativeEvent, Set<() => void>>()
  const log = demoStore.log
  return {
    kind: 'demo',
    getAppInfo() {
      log('getAppInfo()')
      return Promise.resolve({
        // The shell the demo plays is the store's latest.
        appVersion: APP_RELEASE.latest.ANDROID,
        os: 'ANDROID' as const,
        deviceId: 'demo-device',
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
    verifyIdentity() {
      log('verifyIdentity() - 휴대폰 본인인증')
      return new Promise((resolve) => demoStore.ask({ kind: 'identity', resolve }))
    },
    startCardPayment(request) {
      log(`startCardPayment(${request.provider}, ${request.amount.toLocaleString('ko-KR')}원)`)
      return new Promise((resolve) => demoStore.ask({ kind: 'payment', request, resolve }))
    },
    manageCards() {
      log('manageCards() - 결제카드 관리')
      return new Promise((resolve) => demoStore.ask({ kind: 'cards', resolve }))
    },
    openQrCheckIn: (url) => log(`openQrCheckIn(${url})`),
    openExternal: (url) => {
      log(`openExternal(${url})`)
      window.open(url, '_blank', 'noopener')
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
