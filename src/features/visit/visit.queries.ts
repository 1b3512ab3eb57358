import {
  getFetchTodayScheduleQueryOptions,
  getFetchWaitingNumberQueryOptions,
  getListFinishedSchedulesQueryOptions,
  getListTimelineQueryOptions,
  getListVisitHistoryQueryOptions,
} from '@/api/generated/common'
import { liveQuery } from '@/shared/lib/live-query'
import type { DateRange } from './lib/month-range'

/** How often the waiting number refreshes itself while its screen is open. */
export const WAITING_REFRESH_MS = 15_000
/**
 * How often it is read while the app is in the background with a turn alert waiting: gently,
 * since the phone is in a pocket (see docs/native-bridge.md for what the shells allow).
 */
export const WAITING_BACKGROUND_MS = 60_000

/** The refresh interval of the waiting number: none in the background unless an alert waits. */
export const waitingRefreshInterval = (hidden: boolean, alertWaiting: boolean): number | false =>
  hidden ? (alertWaiting ? WAITING_BACKGROUND_MS : false) : WAITING_REFRESH_MS

const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden'

/** Today's remaining schedule: it changes as the day goes on. */
export const todayScheduleQuery = () => getFetchTodayScheduleQueryOptions({ query: { staleTime: 30_000 } })

export const finishedSchedulesQuery = () => getListFinishedSchedulesQueryOptions({ query: { staleTime: 30_000 } })

export const timelineQuery = (range: DateRange) =>
  getListTimelineQueryOptions(range.startDate, range.endDate, { query: { staleTime: 60_000 } })

/**
 * The queue moves: always fresh, refreshed every 15 s while the screen is in front and on return;
 * with a turn alert waiting, every minute in the background too.
 */
export const waitingNumberQuery = (receptionId: string, departmentCode: string, alertWaiting = false) =>
  getFetchWaitingNumberQueryOptions(receptionId, departmentCode, {
    query: {
      ...liveQuery(WAITING_REFRESH_MS),
      // Read again after every answer, so going to the background changes the pace at the next read.
      refetchInterval: () => waitingRefreshInterval(pageHidden(), alertWaiting),
      refetchIntervalInBackground: alertWaiting,
    },
  })

/** The visits done in a period (진료내역), newest first: they change only after a visit. */
export const visitHistoryQuery = (range: DateRange) =>
  getListVisitHistoryQueryOptions(range.startDate, range.endDate, { query: { staleTime: 5 * 60_000 } })
