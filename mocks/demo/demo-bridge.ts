/**
 * The shell, simulated for the demo: every call is logged in the demo panel; identity
 * verification, card payment and card registration ask the presenter in a sheet; the location
 * is inside or outside the hospital as the panel says.
 */
import { HOSPITAL } from '../../src/shared/config/hospital'
import type { NativeBridge, NativeEvent } from '../../src/shared/native'
import { mapWebUrl } from '../../src/shared/native/map-links'
import { demoStore } from './demo-store'

/** About 1 km north of the hospital: outside the 50 m arrival range. */
const OUTSIDE = { latitude: HOSPITAL.location.latitude + 0.009, longitude: HOSPITAL.location.longitude }

export function createDemoBridge(): NativeBridge & { emit(event: NativeEvent): void } {
  const listeners = new Map<NativeEvent, Set<() => void>>()
  const log = demoStore.log
  return {
    kind: 'demo',
    getAppInfo() {
      log('getAppInfo()')
      return Promise.resolve({
        appVersion: import.meta.env.VITE_APP_VERSION ?? '0.0.0',
        os: 'ANDROID' as const,
        deviceId: 'demo-device',
        fcmToken: 'fcm-demo-device',
      })
    },
    openSettings: () => log('openSettings()'),
    openAlarmSettings: () => log('openAlarmSettings() - 알림 설정 화면'),
    setAppointmentAlarm(alarm) {
      log(`setAppointmentAlarm(${alarm.appointmentId}, ${alarm.at})`)
      return Promise.resolve()
    },
    cancelAppointmentAlarm(appointmentId) {
      log(`cancelAppointmentAlarm(${appointmentId})`)
      return Promise.resolve()
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
      window.open(mapWebUrl(request), '_blank', 'noopener')
    },
    getLocation() {
      const inside = demoStore.get().location === 'inside'
      log(`getLocation() - ${inside ? '병원 안' : '병원 밖'}`)
      return Promise.resolve(inside ? { ...HOSPITAL.location } : OUTSIDE)
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
