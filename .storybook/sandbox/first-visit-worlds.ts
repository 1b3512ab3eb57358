/**
 * The first-visit stories' worlds (the first-visit and home stories): the newcomer's request as the
 * booking desk leaves it, written into the story's sandbox (src/ does not import the mock world).
 */
import type { SandboxParameters } from './sandbox-story'

type Setup = NonNullable<SandboxParameters['setup']>

/** The newcomer persona (배수진), and the record the hospital's desk finds for her. */
const NEWCOMER = 'U1007'
const HER_PATIENT_NO = '10678901'

const asked = {
  userId: NEWCOMER,
  requestKey: 'b4a1f0d2-5c3e-4f6a-8b7c-9d0e1f2a3b4c',
  firstVisitId: 'F202611230101',
  createdAt: '2026-11-23T08:40:00+09:00',
  departmentCode: 'IMC',
  departmentName: '순환기내과',
  symptoms: '두 달 전부터 계단을 오르면 가슴이 답답합니다.',
  preferredDates: ['2026-11-25', '2026-11-26'],
  preferredTime: 'MORNING' as const,
  answerBy: '2026-11-24',
  contactPhone: '010-****-1234',
}

/** Asked this morning: the desk answers tomorrow. */
export const waitingRequest: Setup = async ({ db }) => {
  await db.firstVisits.create({ ...asked, status: 'RECEIVED' })
}

/** Booked by the desk, with her patient number registered on the account. */
export const bookedRequest: Setup = async ({ db }) => {
  await db.firstVisits.create({
    ...asked,
    createdAt: '2026-11-22T10:15:00+09:00',
    answerBy: '2026-11-23',
    status: 'BOOKED',
    answeredAt: '2026-11-23T08:50:00+09:00',
    booking: {
      appointmentId: 'A202611250101',
      appointmentDate: '2026-11-25',
      appointmentTime: '09:30',
      departmentCode: 'IMC',
      departmentName: '순환기내과',
      doctorName: '김성훈',
      patientNo: HER_PATIENT_NO,
    },
  })
  await db.users.update((q) => q.where({ userId: NEWCOMER }), {
    data(user) {
      user.patientNo = HER_PATIENT_NO
    },
  })
}

/** Asked without a department: the desk calls her tomorrow morning; an earlier request was cancelled. */
export const callbackRequest: Setup = async ({ db }) => {
  const { departmentCode: _code, departmentName: _name, ...withoutDepartment } = asked
  await db.firstVisits.create({
    ...asked,
    firstVisitId: 'F202611200101',
    requestKey: '0c9e8d7f-6a5b-4c3d-9e2f-1a0b9c8d7e6f',
    createdAt: '2026-11-20T19:02:00+09:00',
    answerBy: '2026-11-22',
    status: 'CANCELLED',
    cancelledAt: '2026-11-20T19:30:00+09:00',
  })
  await db.firstVisits.create({
    ...withoutDepartment,
    symptoms: '아침마다 손가락 마디가 붓고 뻣뻣합니다. 어느 과로 가야 할지 모르겠습니다.',
    status: 'CALLBACK',
    answeredAt: '2026-11-23T08:55:00+09:00',
    callback: {
      reason: '증상을 여쭙고 알맞은 진료과를 정해 예약을 잡아 드리겠습니다.',
      callDate: '2026-11-24',
      callTime: 'MORNING',
      fromPhone: '02-2290-8000',
    },
  })
}
