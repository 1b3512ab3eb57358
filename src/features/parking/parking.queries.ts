import { getFetchCarInfoQueryOptions } from '@/api/generated/common'

/** The registered cars and today's free parking: read again after a minute (a visit may start). */
export const carInfoQuery = () => getFetchCarInfoQueryOptions({ query: { staleTime: 60_000 } })
