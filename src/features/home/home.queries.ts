import { getFetchTodayScheduleQueryOptions } from '@/api/generated/common'
import { getListMainNoticesQueryOptions } from '@/api/generated/hospital'
import { getFetchInpatientStatusQueryOptions } from '@/api/generated/inpatient'
import { getFetchAppointmentOverviewQueryOptions } from '@/api/generated/outpatient'

/** Today's schedule: refreshed often, it changes as the day goes on. */
export const todayScheduleQuery = () => getFetchTodayScheduleQueryOptions({ query: { staleTime: 30_000 } })

/** The nearest future appointments, for a day without a schedule. */
export const upcomingQuery = () => getFetchAppointmentOverviewQueryOptions({ query: { staleTime: 60_000 } })

export const mainNoticesQuery = () => getListMainNoticesQueryOptions({ query: { staleTime: 5 * 60_000 } })

/**
 * Whether the patient is in hospital now (the route guard asks the same): the home leads with
 * the stay when so. Asked with the user at a signed-in start; a failure leaves the usual home.
 */
export const stayStatusQuery = () =>
  getFetchInpatientStatusQueryOptions({ query: { staleTime: 60_000, meta: { errorDisplay: 'silent' } } })
