/** The hospital's information (its cloud service info says whether the health note is offered). */
export { hospitalInfoQuery } from '@/shared/domain/hospital/hospital-info-query'
