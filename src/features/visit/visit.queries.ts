import {
  getFetchTodayScheduleQueryOptions,
  getFetchWaitingNumberQueryOptions,
  getListFinishedSchedulesQueryOptions,
  getListTimelineQueryOptions,
  getListVisitHistoryQueryOptions,
} from '../../api/generated/common'
import { liveQuery } from '../../shared/lib/live-query'
import type { DateRange } from './lib/month-range'

/** How often the waiting number refreshes itself while its screen is open. */
export const WAITING_REFRESH_MS = 15_000

/** Today's remaining schedule: it changes as the day goes on. */
export const todayScheduleQuery = () => getFetchTodayScheduleQueryOptions({ query: { staleTime: 30_000 } })

export const finishedSchedulesQuery = () => getListFinishedSchedulesQueryOptions({ query: { staleTime: 30_000 } })

export const timelineQuery = (range: DateRange) =>
  getListTimelineQueryOptions(range.startDate, range.endDate, { query: { staleTime: 60_000 } })

/** The queue moves: always fresh, refreshed every 15 s while the screen is in front and on return. */
export const waitingNumberQuery = (receptionId: string, departmentCode: string) =>
  getFetchWaitingNumberQueryOptions(receptionId, departmentCode, { query: liveQuery(WAITING_REFRESH_MS) })

/** The visits done in a period (진료내역), newest first: they change only after a visit. */
export const visitHistoryQuery = (range: DateRange) =>
  getListVisitHistoryQueryOptions(range.startDate, range.endDate, { query: { staleTime: 5 * 60_000 } })
