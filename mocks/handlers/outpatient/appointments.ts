/** Booking, cancelling and looking up outpatient appointments. */
import type { z as zod } from 'zod'
import * as z from '@/api/generated/outpatient/outpatient.zod'
import { daysBetween } from '@/shared/lib/dates'
import { formatDateTime } from '@/shared/lib/korea-time'
import type { ClinicVisitRecord } from '../../db/schemas'
import { nextId, sandbox } from '../../runtime/sandbox'
import { datesBetween, freeTimes, inBookingWindow, isFree, slotTimes } from '../lib/clinic'
import { operation } from '../lib/operation'
import { notFound, refuse } from '../lib/refusal'
import { callerPatient, type Caller } from '../lib/session'
import { notify } from '../lib/views'
import { doctorsOf, findDepartment, findDoctor, toDoctor } from '../hospital'

type ClinicVisit = zod.output<typeof ClinicVisitRecord>

/** Revisit when the patient completed a visit to the department in the last three years. */
function visitTypeOf(patientNo: string, departmentCode: string): 'FIRST' | 'REVISIT' {
  const today = sandbox.clock.today()
  const seen = sandbox.db.clinicVisits
    .findMany((q) => q.where({ patient: { patientNo }, departmentCode, status: 'COMPLETED' }))
    .some((v) => daysBetween(v.scheduleDate, today) <= 3 * 365)
  return seen ? 'REVISIT' : 'FIRST'
}

/** Before the visit day, or on the day before checking in. */
function canCancel(visit: ClinicVisit): boolean {
  const today = sandbox.clock.today()
  return (
    visit.status === 'BOOKED' &&
    (visit.scheduleDate > today || (visit.scheduleDate === today && visit.arrivalYn === 'N'))
  )
}

function ownVisit(caller: Caller, appointmentId: string): ClinicVisit {
  const patient = callerPatient(caller)
  return (
    sandbox.db.clinicVisits.findFirst((q) => q.where({ appointmentId, patient: { patientNo: patient.patientNo } })) ??
    notFound()
  )
}

function bookableDoctor(departmentCode: string, doctorCode: string) {
  const doctor = findDoctor(departmentCode, doctorCode)
  if (doctor.isBookable === 'N') refuse(409, 'NOT_BOOKABLE')
  return doctor
}

export const appointmentOperations = [
  operation({
    operationId: 'listBookableDepartments',
    method: 'get',
    path: '/api/outpatient/appointment/department',
    auth: true,
    response: z.ListBookableDepartmentsResponse,
    resolve: () =>
      sandbox.db.departments
        .findMany((q) => q.where({ isBookable: 'Y' }), { orderBy: { sortOrder: 'asc' } })
        .map(({ departmentCode, departmentName, location, phone, isBookable }) => ({
          departmentCode,
          departmentName,
          location,
          phone,
          isBookable,
        })),
  }),

  operation({
    operationId: 'fetchPatientVisitType',
    method: 'get',
    path: '/api/outpatient/appointment/patient-visit-type/{departmentCode}/{patientNo}',
    auth: true,
    params: z.FetchPatientVisitTypeParams,
    response: z.FetchPatientVisitTypeResponse,
    resolve({ caller, params }) {
      findDepartment(params.departmentCode)
      if (callerPatient(caller).patientNo !== params.patientNo) notFound()
      return { ...params, visitType: visitTypeOf(params.patientNo, params.departmentCode) }
    },
  }),

  operation({
    operationId: 'listBookableDoctors',
    method: 'get',
    path: '/api/outpatient/appointment/doctor/{departmentCode}',
    auth: true,
    params: z.ListBookableDoctorsParams,
    response: z.ListBookableDoctorsResponse,
    resolve({ params }) {
      findDepartment(params.departmentCode)
      return doctorsOf(params.departmentCode).map(toDoctor)
    },
  }),

  operation({
    operationId: 'listAvailableDates',
    method: 'get',
    path: '/api/outpatient/appointment/doctor/{departmentCode}/{doctorCode}/{visitType}/{startDate}/{endDate}',
    auth: true,
    params: z.ListAvailableDatesParams,
    response: z.ListAvailableDatesResponse,
    resolve({ params }) {
      const doctor = bookableDoctor(params.departmentCode, params.doctorCode)
      const dates = datesBetween(params.startDate, params.endDate).map((date) => {
        const free = freeTimes(doctor, date).length
        return { date, isAvailable: free > 0 ? ('Y' as const) : ('N' as const), remaining: free }
      })
      const first = dates.find((d) => d.isAvailable === 'Y')?.date
      return { minDateStr: first ?? params.startDate, dates }
    },
  }),

  operation({
    operationId: 'listAvailableTimes',
    method: 'get',
    path: '/api/outpatient/appointment/doctor/{departmentCode}/{doctorCode}/{visitType}/{selectedDate}',
    auth: true,
    params: z.ListAvailableTimesParams,
    response: z.ListAvailableTimesResponse,
    resolve({ params }) {
      const doctor = bookableDoctor(params.departmentCode, params.doctorCode)
      const open = inBookingWindow(params.selectedDate)
      return slotTimes(doctor, params.selectedDate).map((appointmentTime) => ({
        appointmentTime,
        isAvailable: open && isFree(doctor, params.selectedDate, appointmentTime) ? ('Y' as const) : ('N' as const),
      }))
    },
  }),

  operation({
    operationId: 'createAppointment',
    method: 'post',
    path: '/api/outpatient/appointment',
    auth: true,
    body: z.CreateAppointmentBody,
    response: z.CreateAppointmentResponse,
    async resolve({ caller, body }) {
      const patient = callerPatient(caller)
      if (patient.patientNo !== body.patientNo) notFound()
      const toResult = (v: ClinicVisit) => ({
        appointmentId: v.appointmentId,
        appointmentDate: v.scheduleDate,
        appointmentTime: v.appointmentTime,
        departmentCode: v.departmentCode,
        departmentName: v.departmentName,
        doctorCode: v.doctorCode,
        doctorName: v.doctorName,
        visitType: v.visitType,
        ...(v.location ? { location: v.location } : {}),
      })
      // The same attempt sent twice (a double tap, a retry) books once.
      const repeated = sandbox.db.clinicVisits.findFirst((q) =>
        q.where({ requestKey: body.requestKey, patient: { patientNo: patient.patientNo } }),
      )
      if (repeated) return toResult(repeated)

      const doctor = bookableDoctor(body.departmentCode, body.doctorCode)
      const department = findDepartment(body.departmentCode)
      if (
        !inBookingWindow(body.appointmentDate) ||
        !slotTimes(doctor, body.appointmentDate).includes(body.appointmentTime)
      ) {
        refuse(409, 'DATE_NOT_BOOKABLE')
      }
      if (!isFree(doctor, body.appointmentDate, body.appointmentTime)) refuse(409, 'SLOT_TAKEN')

      const visit = await sandbox.db.clinicVisits.create({
        patient,
        appointmentId: nextId('A', body.appointmentDate),
        receptionId: nextId('R', body.appointmentDate),
        scheduleDate: body.appointmentDate,
        appointmentTime: body.appointmentTime,
        visitType: body.visitType,
        departmentCode: doctor.departmentCode,
        departmentName: doctor.departmentName,
        doctorCode: doctor.doctorCode,
        doctorName: doctor.doctorName,
        ...(department.location ? { location: department.location } : {}),
        status: 'BOOKED',
        treatmentStatus: 'NURSE_WAITING',
        arrivalYn: 'N',
        chg_seq: 1,
        queueAhead: 3,
        queuePolls: 0,
        requestKey: body.requestKey,
        createdAt: sandbox.clock.nowIso(),
      })
      await notify(caller.user.userId, {
        category: 'APPOINTMENT',
        title: '진료 예약 완료',
        body: `${formatDateTime(visit.scheduleDate, visit.appointmentTime)} ${visit.departmentName} ${visit.doctorName} 교수 진료가 예약되었습니다.`,
        linkPath: '/outpatient/appointment/inquiry/clinic',
      })
      return toResult(visit)
    },
  }),

  operation({
    operationId: 'cancelAppointment',
    method: 'post',
    path: '/api/outpatient/appointment/delete',
    auth: true,
    body: z.CancelAppointmentBody,
    response: z.CancelAppointmentResponse,
    async resolve({ caller, body }) {
      const visit = ownVisit(caller, body.appointmentId)
      if (!canCancel(visit)) refuse(409, 'CANCEL_NOT_ALLOWED')
      const cancelledAt = sandbox.clock.nowIso()
      await sandbox.db.clinicVisits.update((q) => q.where({ appointmentId: visit.appointmentId }), {
        data(v) {
          v.status = 'CANCELLED'
          v.cancelledAt = cancelledAt
        },
      })
      await notify(caller.user.userId, {
        category: 'APPOINTMENT',
        title: '진료 예약 취소',
        body: `${formatDateTime(visit.scheduleDate, visit.appointmentTime)} ${visit.departmentName} 진료 예약이 취소되었습니다.`,
        linkPath: '/outpatient/appointment/inquiry/clinic',
      })
      return { appointmentId: visit.appointmentId, cancelledAt }
    },
  }),

  operation({
    operationId: 'fetchAppointmentOverview',
    method: 'get',
    path: '/api/outpatient/appointment',
    auth: true,
    response: z.FetchAppointmentOverviewResponse,
    resolve({ caller }) {
      const { patientNo } = callerPatient(caller)
      const today = sandbox.clock.today()
      const upcoming = <T extends { scheduleDate: string; appointmentTime: string; status: string }>(list: T[]) =>
        list
          .filter((v) => v.status === 'BOOKED' && v.scheduleDate >= today)
          .sort(
            (a, b) =>
              a.scheduleDate.localeCompare(b.scheduleDate) || a.appointmentTime.localeCompare(b.appointmentTime),
          )
      const clinic = upcoming(sandbox.db.clinicVisits.findMany((q) => q.where({ patient: { patientNo } }))).map(
        (v) => ({
          appointmentId: v.appointmentId,
          appointmentDate: v.scheduleDate,
          appointmentTime: v.appointmentTime,
          departmentCode: v.departmentCode,
          departmentName: v.departmentName,
          doctorName: v.doctorName,
          isRsvYmdNull: 'N' as const,
        }),
      )
      const tests = upcoming(sandbox.db.testVisits.findMany((q) => q.where({ patient: { patientNo } }))).map((t) => ({
        appointmentId: t.appointmentId,
        appointmentDate: t.scheduleDate,
        appointmentTime: t.appointmentTime,
        departmentName: t.departmentName,
        doctorName: '',
        testName: t.testName,
        isRsvYmdNull: 'N' as const,
        ...(t.preparation ? { preparation: t.preparation } : {}),
      }))
      const nearest = [...clinic, ...tests].map((a) => a.appointmentDate).sort()[0] ?? ''
      return { appointmentClinicDto: clinic, appointmentTestDto: tests, minDateStr: nearest }
    },
  }),

  operation({
    operationId: 'listClinicAppointments',
    method: 'get',
    path: '/api/outpatient/appointment/clinic',
    auth: true,
    response: z.ListClinicAppointmentsResponse,
    resolve({ caller }) {
      const { patientNo } = callerPatient(caller)
      return sandbox.db.clinicVisits
        .findMany((q) => q.where({ patient: { patientNo } }))
        .filter((v) => v.status !== 'CANCELLED')
        .sort(
          (a, b) => b.scheduleDate.localeCompare(a.scheduleDate) || b.appointmentTime.localeCompare(a.appointmentTime),
        )
        .map((v) => ({
          appointmentId: v.appointmentId,
          receptionId: v.receptionId,
          scheduleDate: v.scheduleDate,
          appointmentTime: v.appointmentTime,
          visitType: v.visitType,
          patientNo,
          departmentCode: v.departmentCode,
          departmentName: v.departmentName,
          doctorCode: v.doctorCode,
          doctorName: v.doctorName,
          ...(v.location ? { location: v.location } : {}),
          canCancel: canCancel(v) ? ('Y' as const) : ('N' as const),
        }))
    },
  }),

  operation({
    operationId: 'listTestAppointments',
    method: 'get',
    path: '/api/outpatient/appointment/test',
    auth: true,
    response: z.ListTestAppointmentsResponse,
    resolve({ caller }) {
      const { patientNo } = callerPatient(caller)
      return sandbox.db.testVisits
        .findMany((q) => q.where({ patient: { patientNo } }))
        .filter((t) => t.status !== 'CANCELLED')
        .sort(
          (a, b) => b.scheduleDate.localeCompare(a.scheduleDate) || b.appointmentTime.localeCompare(a.appointmentTime),
        )
        .map(({ patient: _patient, status: _status, ...t }) => ({ ...t, patientNo }))
    },
  }),
]
