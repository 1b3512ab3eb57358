import { getFetchTodayScheduleQueryOptions } from '@/api/generated/common'
import { getListMainNoticesQueryOptions } from '@/api/generated/hospital'
import { getFetchAppointmentOverviewQueryOptions } from '@/api/generated/outpatient'

/** Today's schedule: refreshed often, it changes as the day goes on. */
export const todayScheduleQuery = () => getFetchTodayScheduleQueryOptions({ query: { staleTime: 30_000 } })

/** The nearest future appointments, for a day without a schedule. */
export const upcomingQuery = () => getFetchAppointmentOverviewQueryOptions({ query: { staleTime: 60_000 } })

export const mainNoticesQuery = () => getListMainNoticesQueryOptions({ query: { staleTime: 5 * 60_000 } })
