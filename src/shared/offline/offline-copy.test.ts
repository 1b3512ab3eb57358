import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getCheckTokenQueryKey, getFetchUserInfoQueryKey } from '@/api/generated/account'
import {
  getFetchCarInfoQueryKey,
  getFetchTodayScheduleQueryKey,
  getListFinishedSchedulesQueryKey,
  getListTimelineQueryKey,
} from '@/api/generated/common'
import { getFetchHospitalInfoQueryKey } from '@/api/generated/hospital'
import { sessionStore } from '../session/session-store'
import { OFFLINE_COPY_KEY } from '../storage/personal-keys'
import { keptKind, KEPT_FOR_MS, stillShown } from './kept-queries'
import { keepOfflineCopy, PUBLIC_COPY_KEY, restoreOfflineCopy, saveOfflineCopy } from './offline-copy'

/** 2026-11-23 09:40 in Korea. */
const RECEIVED = Date.parse('2026-11-23T09:40:00+09:00')
const LATER_TODAY = Date.parse('2026-11-23T15:00:00+09:00')
const TOMORROW = Date.parse('2026-11-24T08:00:00+09:00')

const USER = getFetchUserInfoQueryKey()
const TODAY = getFetchTodayScheduleQueryKey()
const CARS = getFetchCarInfoQueryKey()
const HOSPITAL = getFetchHospitalInfoQueryKey()
const TIMELINE = getListTimelineQueryKey('2026-11-01', '2026-11-30')

/** A cache as the app has it after the card, today's schedule, parking and a timeline opened. */
function clientWithAnswers(): QueryClient {
  const client = new QueryClient()
  client.setQueryData(USER, { userId: 'U1001', userName: '이서연', patientNo: '10000001' }, { updatedAt: RECEIVED })
  client.setQueryData(TODAY, [{ departmentName: '순환기내과', location: '본관 2층' }], { updatedAt: RECEIVED })
  client.setQueryData(CARS, { cars: [{ colNum: 1, carNumber: '12가3456' }] }, { updatedAt: RECEIVED })
  client.setQueryData(HOSPITAL, { hospitalName: '한빛대학교병원' }, { updatedAt: RECEIVED })
  client.setQueryData(TIMELINE, [{ title: '지난 진료' }], { updatedAt: RECEIVED })
  return client
}

const stored = (key: string) =>
  JSON.parse(localStorage.getItem(key) ?? 'null') as { answers: Array<{ queryKey: unknown[] }> } | null
const keysOf = (key: string) => stored(key)?.answers.map((answer) => answer.queryKey[0])

describe('what the offline pocket keeps', () => {
  it('keeps the card, today’s schedule and parking as personal, the hospital’s information as anyone’s', () => {
    expect(keptKind(USER)).toBe('personal')
    expect(keptKind(TODAY)).toBe('personal')
    expect(keptKind(CARS)).toBe('personal')
    expect(keptKind(HOSPITAL)).toBe('public')
  })

  it('keeps nothing else: no other personal answer, no token call', () => {
    expect(keptKind(TIMELINE)).toBeUndefined()
    expect(keptKind(getCheckTokenQueryKey(5))).toBeUndefined()
    expect(keptKind(['/api/users/me', 'extra'])).toBeUndefined()
  })

  it('shows today’s schedule on the day it was received only', () => {
    expect(stillShown(TODAY, RECEIVED, LATER_TODAY)).toBe(true)
    expect(stillShown(TODAY, RECEIVED, TOMORROW)).toBe(false)
    // The card does not change overnight.
    expect(stillShown(USER, RECEIVED, TOMORROW)).toBe(true)
  })

  it('shows nothing older than a week, nor anything dated after now', () => {
    expect(stillShown(USER, RECEIVED, RECEIVED + KEPT_FOR_MS)).toBe(true)
    expect(stillShown(USER, RECEIVED, RECEIVED + KEPT_FOR_MS + 1)).toBe(false)
    expect(stillShown(USER, LATER_TODAY, RECEIVED)).toBe(false)
  })
})

describe('the kept copy', () => {
  beforeEach(() => sessionStore.signedIn('sandbox-token-U1001', 'U1001'))
  afterEach(() => vi.useRealTimers())

  it('writes the kept answers only, the person’s apart from the hospital’s', () => {
    saveOfflineCopy(clientWithAnswers())
    expect(keysOf(OFFLINE_COPY_KEY)).toEqual(expect.arrayContaining(['/api/users/me', '/api/common/today-schedule']))
    expect(keysOf(OFFLINE_COPY_KEY)).not.toContain('/api/hospital/info')
    expect(keysOf(OFFLINE_COPY_KEY)).not.toContain(TIMELINE[0])
    expect(keysOf(PUBLIC_COPY_KEY)).toEqual(['/api/hospital/info'])
    // The token itself is not copied anywhere.
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).not.toContain('sandbox-token-U1001')
  })

  it('keeps no mutation and no query that has nothing received', () => {
    const client = clientWithAnswers()
    client.getMutationCache().build(client, { mutationKey: ['/api/common/carInfo'] })
    client.getQueryCache().build(client, { queryKey: getListFinishedSchedulesQueryKey() })
    saveOfflineCopy(client)
    expect(keysOf(OFFLINE_COPY_KEY)).toEqual(['/api/users/me', '/api/common/today-schedule', '/api/common/carInfo'])
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).not.toContain('mutation')
  })

  it('restores the answers with the time they were received, for the same session', () => {
    saveOfflineCopy(clientWithAnswers())
    const next = new QueryClient()
    restoreOfflineCopy(next, LATER_TODAY)
    expect(next.getQueryData(USER)).toMatchObject({ patientNo: '10000001' })
    expect(next.getQueryState(TODAY)?.dataUpdatedAt).toBe(RECEIVED)
    expect(next.getQueryData(HOSPITAL)).toMatchObject({ hospitalName: '한빛대학교병원' })
    expect(next.getQueryData(TIMELINE)).toBeUndefined()
  })

  it('drops yesterday’s schedule but keeps the card', () => {
    saveOfflineCopy(clientWithAnswers())
    const next = new QueryClient()
    restoreOfflineCopy(next, TOMORROW)
    expect(next.getQueryData(TODAY)).toBeUndefined()
    expect(next.getQueryData(USER)).toBeDefined()
  })

  it('never shows one session’s answers to another, and throws such a copy away', () => {
    saveOfflineCopy(clientWithAnswers())
    // Another sign-in on this phone without a sign-out (the stored token replaced).
    localStorage.setItem('access-token', 'sandbox-token-U1004')
    const next = new QueryClient()
    restoreOfflineCopy(next, LATER_TODAY)
    expect(next.getQueryData(USER)).toBeUndefined()
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull()
    // The hospital's information is anyone's.
    expect(next.getQueryData(HOSPITAL)).toBeDefined()
  })

  it('is forgotten at sign-out (the person’s part; the hospital’s stays)', () => {
    saveOfflineCopy(clientWithAnswers())
    sessionStore.signedOut()
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull()
    expect(localStorage.getItem(PUBLIC_COPY_KEY)).not.toBeNull()
  })

  it('is forgotten at an account switch: another person acts now', () => {
    saveOfflineCopy(clientWithAnswers())
    sessionStore.switched('sandbox-token-U1005')
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull()
    const next = new QueryClient()
    restoreOfflineCopy(next, LATER_TODAY)
    expect(next.getQueryData(USER)).toBeUndefined()
  })

  it('keeps nothing personal when signed out', () => {
    sessionStore.signedOut()
    saveOfflineCopy(clientWithAnswers())
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull()
  })

  it('reads a damaged or older copy as none', () => {
    localStorage.setItem(OFFLINE_COPY_KEY, '{not json')
    localStorage.setItem(PUBLIC_COPY_KEY, JSON.stringify({ format: 0, state: { queries: [] } }))
    const next = new QueryClient()
    expect(() => restoreOfflineCopy(next, LATER_TODAY)).not.toThrow()
    expect(next.getQueryCache().getAll()).toEqual([])
  })

  it('writes again when a kept answer arrives, once for answers arriving together', () => {
    vi.useFakeTimers()
    const client = new QueryClient()
    const stop = keepOfflineCopy(client)
    const setItem = vi.spyOn(localStorage, 'setItem')
    client.setQueryData(TODAY, [{ departmentName: '안과' }])
    client.setQueryData(USER, { userId: 'U1001' })
    client.setQueryData(TIMELINE, [])
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull()
    vi.advanceTimersByTime(1_000)
    expect(setItem).toHaveBeenCalledTimes(1)
    expect(keysOf(OFFLINE_COPY_KEY)).toEqual(['/api/common/today-schedule', '/api/users/me'])
    stop()
  })

  it('makes a write still waiting at the stop, and none after it', () => {
    vi.useFakeTimers()
    const client = new QueryClient()
    const stop = keepOfflineCopy(client)
    const setItem = vi.spyOn(localStorage, 'setItem')
    setItem.mockClear()
    client.setQueryData(TODAY, [{ departmentName: '안과' }])
    stop()
    expect(setItem).toHaveBeenCalledTimes(1)
    expect(keysOf(OFFLINE_COPY_KEY)).toEqual(['/api/common/today-schedule'])
    localStorage.clear()
    client.setQueryData(USER, { userId: 'U1001' })
    vi.advanceTimersByTime(1_000)
    expect(setItem).toHaveBeenCalledTimes(1)
    expect(localStorage.getItem(OFFLINE_COPY_KEY)).toBeNull()
  })
})
