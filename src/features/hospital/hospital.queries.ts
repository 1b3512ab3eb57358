import {
  getFetchDepartmentQueryOptions,
  getFetchDoctorQueryOptions,
  getFetchNoticeDetailQueryOptions,
  getListDepartmentDoctorsQueryOptions,
  getListDepartmentsQueryOptions,
  getListDoctorClinicDaysQueryOptions,
  getListNoticesQueryOptions,
  getListTelephonesQueryOptions,
} from '@/api/generated/hospital'

/** Hospital information changes rarely: kept fresh for ten minutes. */
const STATIC = 10 * 60_000

/** The notices list asks for this many a page ("더 보기" adds the next page). */
export const NOTICE_PAGE_SIZE = 10

export const departmentsQuery = () => getListDepartmentsQueryOptions({ query: { staleTime: STATIC } })

export const departmentDoctorsQuery = (departmentCode: string) =>
  getListDepartmentDoctorsQueryOptions(departmentCode, { query: { staleTime: STATIC } })

export const departmentQuery = (departmentCode: string) =>
  getFetchDepartmentQueryOptions(departmentCode, { query: { staleTime: STATIC } })

export const doctorQuery = (departmentCode: string, doctorCode: string) =>
  getFetchDoctorQueryOptions(departmentCode, doctorCode, { query: { staleTime: STATIC } })

export const doctorClinicDaysQuery = (departmentCode: string, doctorCode: string, start: string, end: string) =>
  getListDoctorClinicDaysQueryOptions(departmentCode, doctorCode, start, end, { query: { staleTime: 5 * 60_000 } })

export const noticesPageQuery = (page: number) =>
  getListNoticesQueryOptions(page, NOTICE_PAGE_SIZE, { query: { staleTime: 5 * 60_000 } })

export const noticeDetailQuery = (uid: number) =>
  getFetchNoticeDetailQueryOptions(uid, { query: { staleTime: 5 * 60_000, enabled: Number.isInteger(uid) && uid > 0 } })

export const telephonesQuery = () => getListTelephonesQueryOptions({ query: { staleTime: STATIC } })

/** The hospital's address, position and phones: the same query (and cache) as the shell's theme colour. */
export { hospitalInfoQuery } from '@/shared/blocks/hospital/hospital-info-query'
