import type { Query, QueryClient } from '@tanstack/react-query'
import {
  getFetchCheckupHistoryQueryOptions,
  getFetchCheckupReportQueryOptions,
  getFetchCheckupStatusQueryOptions,
  getFetchNationOpinionQueryOptions,
  getFetchNationResultQueryOptions,
  getFetchSynthesisOpinionQueryOptions,
  getFetchSynthesisResultQueryOptions,
  getListCheckupAvailableDatesQueryOptions,
  getListCheckupPackagesQueryOptions,
  getListCheckupReportsQueryOptions,
  getFetchCheckupHistoryQueryKey,
  getListCheckupAvailableDatesQueryKey,
  getFetchCheckupStatusQueryKey,
} from '@/api/generated/checkup'
import type { CheckupType } from '@/api/generated/checkup/model'
import { getFetchTimelineQueryKey, getFetchTodayScheduleQueryKey } from '@/api/generated/common'
import { liveQuery } from '@/shared/lib/live-query'

/** Checkup records change rarely (a result comes in a week later): a few minutes is fresh. */
const STALE = 5 * 60_000
/** The day's stations while the patient is being examined: read again every 20 seconds. */
const LIVE_INTERVAL_MS = 20_000

export const historyQuery = () => getFetchCheckupHistoryQueryOptions({ query: { staleTime: 60_000 } })

export const packagesQuery = () => getListCheckupPackagesQueryOptions({ query: { staleTime: 60 * 60_000 } })

export const availableDatesQuery = (type: CheckupType, startDate: string, endDate: string) =>
  getListCheckupAvailableDatesQueryOptions(type, startDate, endDate, { query: { staleTime: 30_000 } })

/** The day's progress; live while the checkup is under way (`live`), otherwise read once. */
export const statusQuery = (patientNo: string, date: string, type: CheckupType, live = false) =>
  getFetchCheckupStatusQueryOptions(patientNo, date, type, {
    query: live ? liveQuery(LIVE_INTERVAL_MS) : { staleTime: 60_000 },
  })

export const resultQuery = (checkupId: string, type: CheckupType) =>
  type === 'SYNTHESIS'
    ? getFetchSynthesisResultQueryOptions(checkupId, { query: { staleTime: STALE } })
    : getFetchNationResultQueryOptions(checkupId, { query: { staleTime: STALE } })

export const opinionQuery = (checkupId: string, type: CheckupType) =>
  type === 'SYNTHESIS'
    ? getFetchSynthesisOpinionQueryOptions(checkupId, { query: { staleTime: STALE } })
    : getFetchNationOpinionQueryOptions(checkupId, { query: { staleTime: STALE } })

export const reportsQuery = () => getListCheckupReportsQueryOptions({ query: { staleTime: STALE } })

export const reportDetailQuery = (receptionId: string, checkupDate: string) =>
  getFetchCheckupReportQueryOptions(receptionId, checkupDate, { query: { staleTime: STALE } })

/** The generated key of every variant of a call, up to its first parameter (MARK stands in for it). */
const MARK = '\u0000'
const prefixOf = (key: readonly unknown[]) => String(key[0]).split(MARK)[0]!
const DATES_PREFIX = prefixOf(getListCheckupAvailableDatesQueryKey(MARK as CheckupType, '', ''))
const STATUS_PREFIX = prefixOf(getFetchCheckupStatusQueryKey(MARK, '', 'SYNTHESIS'))
const startsWith =
  (...prefixes: string[]) =>
  ({ queryKey }: Query) =>
    typeof queryKey[0] === 'string' && prefixes.some((prefix) => (queryKey[0] as string).startsWith(prefix))

/**
 * After a booking or a cancel: the appointments, the free places, every day's status, and the
 * schedule lists the checkup appears in (home's today, the timeline).
 */
export function refreshAfterAppointmentChange(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getFetchCheckupHistoryQueryKey() }),
    queryClient.invalidateQueries({ predicate: startsWith(DATES_PREFIX, STATUS_PREFIX) }),
    queryClient.invalidateQueries({ queryKey: getFetchTimelineQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getFetchTodayScheduleQueryKey() }),
  ])
}
