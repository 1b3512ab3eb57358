import { getFetchHospitalInfoQueryOptions } from '@/api/generated/hospital'

/** The hospital's information (its cloud service info says whether the health note is offered). */
export const hospitalInfoQuery = () => getFetchHospitalInfoQueryOptions({ query: { staleTime: 60 * 60_000 } })
