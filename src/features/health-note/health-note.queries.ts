/** The hospital's information (its cloud service info says whether the health note is offered). */
export { hospitalInfoQuery } from '@/shared/blocks/hospital/hospital-info-query'
