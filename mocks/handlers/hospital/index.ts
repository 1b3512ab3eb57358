/** The hospital service: public information, and the card providers' cancel calls. */
import type { z as zod } from 'zod'
import * as z from '@/api/generated/hospital/hospital.zod'
import type { DepartmentRecord, DoctorRecord, NoticeRecord } from '../../db/schemas'
import { sandbox } from '../../runtime/sandbox'
import { datesBetween, sessionsOn } from '../lib/clinic'
import { operation } from '../lib/operation'
import { notFound } from '../lib/refusal'
import { page } from '../lib/views'
import { cancelOrder } from '../card-orders'

type Notice = zod.output<typeof NoticeRecord>
type Doctor = zod.output<typeof DoctorRecord>
type Department = zod.output<typeof DepartmentRecord>

/** Pinned notices first, then the latest. */
const byNoticeOrder = (a: Notice, b: Notice) =>
  a.noticeYn !== b.noticeYn ? (a.noticeYn === 'Y' ? -1 : 1) : b.updateDate.localeCompare(a.updateDate)

const toSummary = ({ uid, title, noticeYn, updateDate }: Notice) => ({ uid, title, noticeYn, updateDate })

const toDepartment = ({ departmentCode, departmentName, location, phone, isBookable }: Department) => ({
  departmentCode,
  departmentName,
  location,
  phone,
  isBookable,
})

export const toDoctor = (d: Doctor) => ({
  doctorCode: d.doctorCode,
  doctorName: d.doctorName,
  departmentCode: d.departmentCode,
  departmentName: d.departmentName,
  position: d.position,
  speciality: d.speciality,
  doctorKeyword: d.doctorKeyword,
  photoUrl: d.photoUrl,
  isBookable: d.isBookable,
})

export function findDepartment(departmentCode: string): Department {
  return sandbox.db.departments.findFirst((q) => q.where({ departmentCode })) ?? notFound()
}

export function findDoctor(departmentCode: string, doctorCode: string): Doctor {
  return sandbox.db.doctors.findFirst((q) => q.where({ departmentCode, doctorCode })) ?? notFound()
}

export const doctorsOf = (departmentCode: string): Doctor[] =>
  sandbox.db.doctors.findMany((q) => q.where({ departmentCode }), { orderBy: { sortOrder: 'asc' } })

export const hospitalOperations = [
  operation({
    operationId: 'listMainNotices',
    method: 'get',
    path: '/api/hospital/notice/main',
    auth: false,
    response: z.ListMainNoticesResponse,
    // The five latest, pinned ones first (sorted copies: `all()` is the collection's own list).
    resolve: () =>
      [...sandbox.db.notices.all()]
        .sort((a, b) => b.updateDate.localeCompare(a.updateDate))
        .slice(0, 5)
        .sort(byNoticeOrder)
        .map(toSummary),
  }),

  operation({
    operationId: 'listNotices',
    method: 'get',
    path: '/api/hospital/notice/list/{currentPage}/{perPage}',
    auth: false,
    params: z.ListNoticesParams,
    response: z.ListNoticesResponse,
    resolve: ({ params }) =>
      page([...sandbox.db.notices.all()].sort(byNoticeOrder).map(toSummary), params.currentPage, params.perPage),
  }),

  operation({
    operationId: 'fetchNoticeDetail',
    method: 'get',
    path: '/api/hospital/notice/detail/{uid}',
    auth: false,
    params: z.FetchNoticeDetailParams,
    response: z.FetchNoticeDetailResponse,
    resolve: ({ params }) => sandbox.db.notices.findFirst((q) => q.where({ uid: params.uid })) ?? notFound(),
  }),

  operation({
    operationId: 'listDepartments',
    method: 'get',
    path: '/api/hospital/department',
    auth: false,
    response: z.ListDepartmentsResponse,
    resolve: () => sandbox.db.departments.findMany(undefined, { orderBy: { sortOrder: 'asc' } }).map(toDepartment),
  }),

  operation({
    operationId: 'fetchDepartment',
    method: 'get',
    path: '/api/hospital/department/{departmentCode}',
    auth: false,
    params: z.FetchDepartmentParams,
    response: z.FetchDepartmentResponse,
    resolve({ params }) {
      const { sortOrder: _sortOrder, ...detail } = findDepartment(params.departmentCode)
      return detail
    },
  }),

  operation({
    operationId: 'listDepartmentDoctors',
    method: 'get',
    path: '/api/hospital/doctor/{departmentCode}',
    auth: false,
    params: z.ListDepartmentDoctorsParams,
    response: z.ListDepartmentDoctorsResponse,
    resolve({ params }) {
      findDepartment(params.departmentCode)
      return doctorsOf(params.departmentCode).map(toDoctor)
    },
  }),

  operation({
    operationId: 'fetchDoctor',
    method: 'get',
    path: '/api/hospital/doctor/{departmentCode}/{doctorCode}',
    auth: false,
    params: z.FetchDoctorParams,
    response: z.FetchDoctorResponse,
    resolve({ params }) {
      const doctor = findDoctor(params.departmentCode, params.doctorCode)
      return { ...toDoctor(doctor), intro: doctor.intro, career: doctor.career, weeklySchedule: doctor.weeklySchedule }
    },
  }),

  operation({
    operationId: 'listDoctorClinicDays',
    method: 'get',
    path: '/api/hospital/doctor/{departmentCode}/{doctorCode}/{startDate}/{endDate}',
    auth: false,
    params: z.ListDoctorClinicDaysParams,
    response: z.ListDoctorClinicDaysResponse,
    resolve({ params }) {
      const doctor = findDoctor(params.departmentCode, params.doctorCode)
      return datesBetween(params.startDate, params.endDate).flatMap((clinicDate) =>
        sessionsOn(doctor, clinicDate).map((session) => ({ clinicDate, session, isOpen: 'Y' as const })),
      )
    },
  }),

  operation({
    operationId: 'listTelephones',
    method: 'get',
    path: '/api/hospital/telephone',
    auth: false,
    response: z.ListTelephonesResponse,
    resolve: () =>
      sandbox.db.telephones.findMany(undefined, { orderBy: { id: 'asc' } }).map(({ id: _id, ...entry }) => entry),
  }),

  operation({
    operationId: 'fetchHospitalInfo',
    method: 'get',
    path: '/api/hospital/info',
    auth: false,
    response: z.FetchHospitalInfoResponse,
    resolve: () => sandbox.db.hospitalInfo.all()[0] ?? notFound(),
  }),

  operation({
    operationId: 'cancelKocesPayment',
    method: 'post',
    path: '/api/hospital/koces/cancel',
    auth: true,
    body: z.CancelKocesPaymentBody,
    response: z.CancelKocesPaymentResponse,
    resolve: ({ caller, body }) => cancelOrder(caller, 'KOCES', body),
  }),

  operation({
    operationId: 'cancelKcpPayment',
    method: 'post',
    path: '/api/hospital/kcp/cancel',
    auth: true,
    body: z.CancelKcpPaymentBody,
    response: z.CancelKcpPaymentResponse,
    resolve: ({ caller, body }) => cancelOrder(caller, 'KCP', body),
  }),
]
