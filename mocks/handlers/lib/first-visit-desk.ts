/**
 * The hospital's booking desk answering first-visit requests (the app team's proposal): on the
 * day a request is due (`answerBy`) the desk books the first preferred date that has room with
 * the chosen department, issues a patient number (the verified person's own record when the
 * hospital has one, a new one otherwise) and registers it on the account; a request without a
 * department, or without room on the preferred dates, gets a call from the desk instead.
 */
import type { z } from 'zod'
import { HOSPITAL } from '@/shared/config/hospital'
import { nextHospitalDay } from '@/shared/domain/hospital/hospital-week'
import { kst } from '@/shared/lib/dates'
import { formatDateTime } from '@/shared/lib/korea-time'
import { hasPatientNo } from '@/shared/lib/person'
import { firstVisit } from '@/shared/messages/first-visit'
import type { FirstVisitRecord } from '../../db/schemas'
import { nextId, sandbox } from '../../runtime/sandbox'
import { doctorsOf } from '../hospital'
import { freeTimes } from './clinic'
import { findPatient, type Patient, type User } from './session'
import { notify } from './views'

export type FirstVisit = z.output<typeof FirstVisitRecord>

/** Morning clinic times end where the afternoon's begin. */
const isMorning = (time: string) => time < HOSPITAL.clinicSessions.morningEndsAt

/** The earliest free time of a bookable doctor of the department on the preferred dates and time. */
function findSlot(request: FirstVisit) {
  if (!request.departmentCode) return undefined
  const doctors = doctorsOf(request.departmentCode).filter((d) => d.isBookable === 'Y')
  for (const date of request.preferredDates) {
    for (const doctor of doctors) {
      const time = freeTimes(doctor, date).find(
        (t) => request.preferredTime === 'ANY' || (request.preferredTime === 'MORNING' ? isMorning(t) : !isMorning(t)),
      )
      if (time) return { doctor, date, time }
    }
  }
  return undefined
}

/** The hospital's record of this person (name, birth date, sex) no account holds yet, or a new one. */
async function patientFor(user: User, gender: 'M' | 'F'): Promise<Patient> {
  const own = hasPatientNo(user.patientNo) && findPatient(user.patientNo)
  if (own) return own
  const linked = new Set(sandbox.db.users.findMany().map((u) => u.patientNo))
  const known = sandbox.db.patients.findFirst((q) =>
    q.where((p) => p.name === user.userName && p.birthDate === user.birthDate && p.gender === user.gender),
  )
  if (known && !linked.has(known.patientNo)) return known
  const issued = (sandbox.counters.patientNo ?? 10_900_000) + 1
  sandbox.counters.patientNo = issued
  const birth = kst(user.birthDate)
  const centuryDigit = (birth.year() >= 2000 ? 3 : 1) + (gender === 'F' ? 1 : 0)
  return sandbox.db.patients.create({
    patientNo: String(issued),
    name: user.userName,
    birthDate: user.birthDate,
    residentNumber: `${birth.format('YYMMDD')}${centuryDigit}${String(issued).slice(-6)}`,
    gender,
    cellphoneNumber: user.cellphoneNumber,
  })
}

async function book(user: User, gender: 'M' | 'F', slot: NonNullable<ReturnType<typeof findSlot>>) {
  const patient = await patientFor(user, gender)
  await sandbox.db.users.update((q) => q.where({ userId: user.userId }), {
    data(u) {
      u.patientNo = patient.patientNo
    },
  })
  const { doctor, date, time } = slot
  const visit = await sandbox.db.clinicVisits.create({
    patient,
    appointmentId: nextId('A', date),
    receptionId: nextId('R', date),
    scheduleDate: date,
    appointmentTime: time,
    visitType: 'FIRST',
    departmentCode: doctor.departmentCode,
    departmentName: doctor.departmentName,
    doctorCode: doctor.doctorCode,
    doctorName: doctor.doctorName,
    status: 'BOOKED',
    treatmentStatus: 'NURSE_WAITING',
    arrivalYn: 'N',
    chg_seq: 1,
    queueAhead: 3,
    queuePolls: 0,
    createdAt: sandbox.clock.nowIso(),
  })
  return {
    appointmentId: visit.appointmentId,
    appointmentDate: date,
    appointmentTime: time,
    departmentCode: doctor.departmentCode,
    departmentName: doctor.departmentName,
    doctorName: doctor.doctorName,
    patientNo: patient.patientNo,
  }
}

/** The desk answers one request now: a booking with a patient number, or a call. */
export async function answerFirstVisit(request: FirstVisit): Promise<FirstVisit> {
  const user = sandbox.db.users.findFirst((q) => q.where({ userId: request.userId }))
  if (!user || request.status !== 'RECEIVED') return request
  // A new record needs the person's sex from the verification; without it the desk calls instead of guessing.
  const slot = user.gender ? findSlot(request) : undefined
  const booking = slot && user.gender ? await book(user, user.gender, slot) : undefined
  const today = sandbox.clock.today()
  const callDate = request.answerBy > today ? request.answerBy : nextHospitalDay(today)
  const answered = await sandbox.db.firstVisits.update((q) => q.where({ firstVisitId: request.firstVisitId }), {
    data(r) {
      r.answeredAt = sandbox.clock.nowIso()
      if (booking) {
        r.status = 'BOOKED'
        r.booking = booking
      } else {
        r.status = 'CALLBACK'
        r.callback = {
          reason: request.departmentCode ? firstVisit.desk.noRoom : firstVisit.desk.chooseDepartment,
          callDate,
          callTime: 'MORNING',
          fromPhone: HOSPITAL.phones.appointment,
        }
      }
    },
  })
  await notify(request.userId, {
    category: 'APPOINTMENT',
    title: booking ? firstVisit.desk.bookedTitle : firstVisit.desk.callbackTitle,
    body: booking
      ? firstVisit.desk.bookedBody(
          formatDateTime(booking.appointmentDate, booking.appointmentTime),
          booking.departmentName,
          booking.patientNo,
        )
      : firstVisit.desk.callbackBody(HOSPITAL.phones.appointment),
    linkPath: '/outpatient/first-visit',
  })
  return answered ?? request
}

/** Requests of this account whose answer day has come are answered before they are read. */
export async function answerDue(userId: string): Promise<void> {
  const today = sandbox.clock.today()
  const due = sandbox.db.firstVisits.findMany((q) =>
    q.where((r) => r.userId === userId && r.status === 'RECEIVED' && r.answerBy <= today),
  )
  for (const request of due) await answerFirstVisit(request)
}
