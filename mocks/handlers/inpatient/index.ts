/** The inpatient service: everything belongs to the caller's current stay. */
import * as z from '@/api/generated/inpatient/inpatient.zod'
import { sandbox } from '../../runtime/sandbox'
import { orderToPost } from '../card-orders'
import { operation } from '../lib/operation'
import { notFound, refuse } from '../lib/refusal'
import { callerPatient, familyOf, type Caller } from '../lib/session'
import { paymentDetail, paymentsBetween } from '../outpatient/records'
import { AMOUNT_RULES, payingPatient, paymentResult } from '../payments'
import { medicineDetail, medicineSummaries, testResultSummaries } from '../records'
import { currentStay, scheduleOf, settleInterimBill } from './stay'

/** In a bed now: admitted, or discharge being prepared (퇴원준비). The inpatient screens open then. */
const IN_BED = ['IN_HOSPITAL', 'PROVISIONAL_DISCHARGE']

/** A patient number the caller may look at: theirs or a family member's. */
function visiblePatientNo(caller: Caller, patientNo: string): string {
  const ok = familyOf(caller.mainUser.userId).some((u) => u.patientNo === patientNo)
  return ok ? patientNo : notFound()
}

const stayChildren = (caller: Caller) => {
  const stay = currentStay(callerPatient(caller).patientNo)
  return stay ? { receptionId: stay.receptionId } : undefined
}

export const inpatientOperations = [
  operation({
    operationId: 'fetchInpatientStatus',
    method: 'get',
    path: '/api/inpatient/status',
    auth: true,
    response: z.FetchInpatientStatusResponse,
    resolve({ caller }) {
      const stay = currentStay(callerPatient(caller).patientNo)
      if (!stay) return { isStatusIn: 'N' as const }
      const { patient: _patient, interimBill: _bill, ...status } = stay
      return { isStatusIn: IN_BED.includes(stay.status) ? ('Y' as const) : ('N' as const), ...status }
    },
  }),

  operation({
    operationId: 'fetchInpatientSchedule',
    method: 'get',
    path: '/api/inpatient/schedule',
    auth: true,
    response: z.FetchInpatientScheduleResponse,
    resolve: ({ caller }) => scheduleOf(callerPatient(caller).patientNo),
  }),

  operation({
    operationId: 'fetchInpatientScheduleByPatient',
    method: 'get',
    path: '/api/inpatient/schedule/{patientNo}',
    auth: true,
    params: z.FetchInpatientScheduleByPatientParams,
    response: z.FetchInpatientScheduleByPatientResponse,
    resolve: ({ caller, params }) => scheduleOf(visiblePatientNo(caller, params.patientNo)),
  }),

  operation({
    operationId: 'listInpatientMedicines',
    method: 'get',
    path: '/api/inpatient/medicine/{start}/{end}',
    auth: true,
    params: z.ListInpatientMedicinesParams,
    response: z.ListInpatientMedicinesResponse,
    resolve: ({ caller, params }) =>
      medicineSummaries(callerPatient(caller).patientNo, 'INPATIENT', params.start, params.end),
  }),

  operation({
    operationId: 'fetchInpatientMedicineDetail',
    method: 'get',
    path: '/api/inpatient/medicine/details/{receptionId}/{orderDate}',
    auth: true,
    params: z.FetchInpatientMedicineDetailParams,
    response: z.FetchInpatientMedicineDetailResponse,
    resolve: ({ caller, params }) =>
      medicineDetail(callerPatient(caller).patientNo, 'INPATIENT', params.receptionId, params.orderDate),
  }),

  operation({
    operationId: 'fetchInterimBill',
    method: 'get',
    path: '/api/inpatient/payment/interim',
    auth: true,
    response: z.FetchInterimBillResponse,
    resolve({ caller }) {
      const stay = currentStay(callerPatient(caller).patientNo)
      return stay?.interimBill ?? refuse(404, 'NOT_INPATIENT')
    },
  }),

  operation({
    operationId: 'payInterimBill',
    method: 'post',
    path: '/api/inpatient/payment/interim',
    auth: true,
    body: z.PayInterimBillBody,
    belowMinimum: AMOUNT_RULES,
    response: z.PayInterimBillResponse,
    async resolve({ caller, body }) {
      const patient = payingPatient(callerPatient(caller).patientNo)
      const stay = currentStay(patient.patientNo) ?? refuse(404, 'NOT_INPATIENT')
      if (stay.receptionId !== body.receptionId) notFound()
      const { order, postedPaymentId } = orderToPost(body.orderId, { ...body, patientNo: patient.patientNo })
      // The same order again (an answer that never came): what the first posting made.
      if (postedPaymentId) {
        return paymentResult(
          sandbox.db.payments.findFirst((q) => q.where({ paymentId: postedPaymentId })) ?? notFound(),
        )
      }
      const due = stay.interimBill.amountDue
      if (due === 0) refuse(409, 'ALREADY_PAID')
      if (body.amount > due) refuse(409, 'AMOUNT_EXCEEDS_DUE')
      if (body.amount !== due) refuse(409, 'AMOUNT_MISMATCH')
      return settleInterimBill({
        caller,
        patient,
        stay,
        amount: body.amount,
        cardName: body.cardName ?? order.cardName ?? '신용카드',
        approvalNo: body.approvalNo,
        orderId: body.orderId,
        provider: body.provider,
      })
    },
  }),

  operation({
    operationId: 'listInpatientPayments',
    method: 'get',
    path: '/api/inpatient/payment/{start}/{end}',
    auth: true,
    params: z.ListInpatientPaymentsParams,
    response: z.ListInpatientPaymentsResponse,
    resolve: ({ caller, params }) => paymentsBetween(caller, 'INPATIENT', params.start, params.end),
  }),

  operation({
    operationId: 'fetchInpatientPayment',
    method: 'get',
    path: '/api/inpatient/payment/{paymentId}',
    auth: true,
    params: z.FetchInpatientPaymentParams,
    response: z.FetchInpatientPaymentResponse,
    resolve: ({ caller, params }) => paymentDetail(caller, 'INPATIENT', params.paymentId),
  }),

  operation({
    operationId: 'listInpatientTestResults',
    method: 'get',
    path: '/api/inpatient/test-result/{start}/{end}',
    auth: true,
    params: z.ListInpatientTestResultsParams,
    response: z.ListInpatientTestResultsResponse,
    resolve: ({ caller, params }) =>
      testResultSummaries(callerPatient(caller).patientNo, 'INPATIENT', params.start, params.end),
  }),

  operation({
    operationId: 'listSurgeryStates',
    method: 'get',
    path: '/api/inpatient/surgery/state',
    auth: true,
    response: z.ListSurgeryStatesResponse,
    resolve({ caller }) {
      const stay = stayChildren(caller)
      if (!stay) return []
      return sandbox.db.surgeries
        .findMany((q) => q.where({ stay }))
        .sort((a, b) => a.surgeryDate.localeCompare(b.surgeryDate) || a.scheduledTime.localeCompare(b.scheduledTime))
        .map(({ stay: _stay, ...surgery }) => surgery)
    },
  }),

  operation({
    operationId: 'fetchRoundsAndMeals',
    method: 'get',
    path: '/api/inpatient/round',
    auth: true,
    response: z.FetchRoundsAndMealsResponse,
    resolve({ caller }) {
      const stay = stayChildren(caller)
      if (!stay) return { rounds: [], meals: [] }
      const MEAL_ORDER = { BREAKFAST: 0, LUNCH: 1, DINNER: 2 }
      return {
        rounds: sandbox.db.rounds
          .findMany((q) => q.where({ stay }))
          .sort((a, b) => a.roundDate.localeCompare(b.roundDate) || a.roundTime.localeCompare(b.roundTime))
          .map(({ stay: _stay, ...round }) => round),
        meals: sandbox.db.meals
          .findMany((q) => q.where({ stay }))
          .sort((a, b) => a.mealDate.localeCompare(b.mealDate) || MEAL_ORDER[a.mealType] - MEAL_ORDER[b.mealType])
          .map(({ stay: _stay, ...meal }) => meal),
      }
    },
  }),
]
