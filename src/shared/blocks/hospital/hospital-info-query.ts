import { getFetchHospitalInfoQueryOptions } from '@/api/generated/hospital'

/**
 * The hospital's info (name, cloud service colour, the ID check at reception ...): asked by the
 * shell at start and read from there by every screen that needs it, asked again hourly.
 */
export const hospitalInfoQuery = () => getFetchHospitalInfoQueryOptions({ query: { staleTime: 60 * 60_000 } })
