import { getFetchCheckupHistoryQueryOptions, getFetchCheckupStatusQueryOptions } from '@/api/generated/checkup'
import type { CheckupType } from '@/api/generated/checkup/model'
import { liveQuery } from '@/shared/lib/live-query'

/**
 * The checkup day on home: the booked checkups (is one today?) and, on the day, its stations.
 * Apart from home.queries.ts so they travel in the card's chunk, not every first load; a failure
 * leaves the usual home, said nowhere (the checkup's own screens say it).
 */
export const checkupBookingsQuery = () =>
  getFetchCheckupHistoryQueryOptions({ query: { staleTime: 60_000, meta: { errorDisplay: 'silent' } } })

/** Read again every 20 seconds on the day, as the checkup's schedule screen does. */
export const checkupDayQuery = (patientNo: string, date: string, type: CheckupType) =>
  getFetchCheckupStatusQueryOptions(patientNo, date, type, {
    query: { ...liveQuery(20_000), meta: { errorDisplay: 'silent' } },
  })
