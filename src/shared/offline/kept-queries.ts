/**
 * What the app keeps for reading without a connection (the offline pocket), and for how long.
 * Only answers a patient must be able to show or check where there is no signal: the patient
 * card (the user), today's schedule with its rooms, the parking registration and the hospital's
 * own information. Nothing else is kept: no other personal answer, no token call, no mutation.
 */
import type { QueryKey } from '@tanstack/react-query'
import { getFetchMainUserInfoQueryKey, getFetchUserInfoQueryKey } from '@/api/generated/account'
import {
  getFetchCarInfoQueryKey,
  getFetchTodayScheduleQueryKey,
  getListFinishedSchedulesQueryKey,
} from '@/api/generated/common'
import { getFetchHospitalInfoQueryKey, getListTelephonesQueryKey } from '@/api/generated/hospital'
import { isoDate } from '../lib/korea-time'

/** `personal`: belongs to the acting account, forgotten at sign-out and account switch. */
export type KeptKind = 'personal' | 'public'

const DAY_MS = 24 * 60 * 60_000
/** A kept answer older than this is not shown any more (a week without opening the app). */
export const KEPT_FOR_MS = 7 * DAY_MS

const TODAY_SCHEDULE = getFetchTodayScheduleQueryKey()[0]
const FINISHED_TODAY = getListFinishedSchedulesQueryKey()[0]

const KEPT = new Map<string, KeptKind>([
  [getFetchUserInfoQueryKey()[0], 'personal'],
  [getFetchMainUserInfoQueryKey()[0], 'personal'],
  [TODAY_SCHEDULE, 'personal'],
  [FINISHED_TODAY, 'personal'],
  [getFetchCarInfoQueryKey()[0], 'personal'],
  [getFetchHospitalInfoQueryKey()[0], 'public'],
  [getListTelephonesQueryKey()[0], 'public'],
])

/** Today's schedule is today's only: kept until the day (in Korea) it was received ends. */
const DAY_BOUND = new Set<string>([TODAY_SCHEDULE, FINISHED_TODAY])

/** Whether a query is kept, and as whose. The kept calls take no parameters: one key each. */
export function keptKind(queryKey: QueryKey): KeptKind | undefined {
  if (queryKey.length !== 1 || typeof queryKey[0] !== 'string') return undefined
  return KEPT.get(queryKey[0])
}

/** May a kept answer received at `receivedAt` still be shown at `now`? */
export function stillShown(queryKey: QueryKey, receivedAt: number, now: number): boolean {
  if (!keptKind(queryKey) || receivedAt > now || now - receivedAt > KEPT_FOR_MS) return false
  return !DAY_BOUND.has(String(queryKey[0])) || isoDate(receivedAt) === isoDate(now)
}
