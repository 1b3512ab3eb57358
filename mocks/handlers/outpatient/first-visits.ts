/**
 * First-visit requests (the app team's proposal): an account without a patient number asks for a
 * first visit; the booking desk (lib/first-visit-desk.ts) answers on the request's answer day, or
 * at once through the `first-visit-answer` scenario step.
 */
import * as z from '@/api/generated/outpatient/outpatient.zod'
import { isHospitalDay, nextHospitalDay } from '@/shared/domain/hospital/hospital-week'
import { daysBetween } from '@/shared/lib/dates'
import { hasPatientNo } from '@/shared/lib/person'
import { nextId, sandbox } from '../../runtime/sandbox'
import { answerDue, type FirstVisit } from '../lib/first-visit-desk'
import { operation } from '../lib/operation'
import { refuse } from '../lib/refusal'
import { findDepartment } from '../hospital'

/** Preferred dates reach this many days ahead. */
export const FIRST_VISIT_DAYS_AHEAD = 30

const toView = ({ userId: _userId, requestKey: _requestKey, ...view }: FirstVisit) => view

export const firstVisitsOf = (userId: string): FirstVisit[] =>
  sandbox.db.firstVisits.findMany((q) => q.where({ userId })).sort((a, b) => b.createdAt.localeCompare(a.createdAt))

/** 010-****-5678: the desk calls the verified number; the app shows which one. */
const maskPhone = (phone: string) => `${phone.slice(0, 3)}-${'*'.repeat(phone.length - 7)}-${phone.slice(-4)}`

function checkDates(dates: readonly string[]): string[] {
  const today = sandbox.clock.today()
  const ok = dates.every((date) => {
    const ahead = daysBetween(today, date)
    return ahead >= 1 && ahead <= FIRST_VISIT_DAYS_AHEAD && isHospitalDay(date)
  })
  if (!ok || new Set(dates).size !== dates.length) refuse(409, 'DATE_NOT_BOOKABLE')
  return [...dates].sort()
}

export const firstVisitOperations = [
  operation({
    operationId: 'listFirstVisitRequests',
    method: 'get',
    path: '/api/outpatient/first-visit',
    auth: true,
    response: z.ListFirstVisitRequestsResponse,
    async resolve({ caller }) {
      await answerDue(caller.user.userId)
      return { items: firstVisitsOf(caller.user.userId).map(toView) }
    },
  }),

  operation({
    operationId: 'createFirstVisitRequest',
    method: 'post',
    path: '/api/outpatient/first-visit',
    auth: true,
    body: z.CreateFirstVisitRequestBody,
    response: z.CreateFirstVisitRequestResponse,
    async resolve({ caller, body }) {
      const user = caller.user
      // The same attempt sent twice (a double tap, a retry) is one request.
      const again = sandbox.db.firstVisits.findFirst((q) =>
        q.where({ userId: user.userId, requestKey: body.requestKey }),
      )
      if (again) return toView(again)
      if (hasPatientNo(user.patientNo)) refuse(409, 'ALREADY_PATIENT')
      const symptoms = body.symptoms?.trim()
      if (!body.departmentCode && !symptoms) refuse(400, 'SYMPTOMS_REQUIRED')
      if (symptoms !== undefined && symptoms.length < 2) refuse(400, 'SYMPTOMS_REQUIRED')
      const department = body.departmentCode ? findDepartment(body.departmentCode) : undefined
      const preferredDates = checkDates(body.preferredDates)
      if (firstVisitsOf(user.userId).some((r) => r.status === 'RECEIVED')) refuse(409, 'FIRST_VISIT_OPEN')
      const created = await sandbox.db.firstVisits.create({
        userId: user.userId,
        requestKey: body.requestKey,
        firstVisitId: nextId('F'),
        status: 'RECEIVED',
        createdAt: sandbox.clock.nowIso(),
        ...(department ? { departmentCode: department.departmentCode, departmentName: department.departmentName } : {}),
        ...(symptoms ? { symptoms } : {}),
        preferredDates,
        preferredTime: body.preferredTime,
        answerBy: nextHospitalDay(sandbox.clock.today()),
        contactPhone: maskPhone(user.cellphoneNumber),
      })
      return toView(created)
    },
  }),

  operation({
    operationId: 'cancelFirstVisitRequest',
    method: 'post',
    path: '/api/outpatient/first-visit/{firstVisitId}/cancel',
    auth: true,
    params: z.CancelFirstVisitRequestParams,
    response: z.CancelFirstVisitRequestResponse,
    async resolve({ params }) {
      // The access rule (`own`) has held the request to the caller's account.
      const request = sandbox.db.firstVisits.findFirst((q) => q.where({ firstVisitId: params.firstVisitId }))
      if (!request) return refuse(404, 'NOT_FOUND')
      if (request.status === 'CANCELLED') return toView(request)
      if (request.status !== 'RECEIVED') refuse(409, 'FIRST_VISIT_ANSWERED')
      const cancelled = await sandbox.db.firstVisits.update((q) => q.where({ firstVisitId: params.firstVisitId }), {
        data(r) {
          r.status = 'CANCELLED'
          r.cancelledAt = sandbox.clock.nowIso()
        },
      })
      return toView(cancelled ?? request)
    },
  }),
]
