/** Medicines, payments, bills, test results and prescriptions of the outpatient service. */
import type { z as zod } from 'zod'
import * as z from '@/api/generated/outpatient/outpatient.zod'
import { stepOf } from '@/shared/domain/prescriptions/rx-flow'
import { isoDate } from '@/shared/lib/dates'
import { maskName } from '@/shared/lib/person'
import type { PaymentRecord, PrescriptionRecord } from '../../db/schemas'
import { sandbox } from '../../runtime/sandbox'
import { markPosted, orderToPost } from '../card-orders'
import { operation } from '../lib/operation'
import { notFound, refuse } from '../lib/refusal'
import { callerPatient, familyOf, type Caller } from '../lib/session'
import { notify } from '../lib/views'
import {
  AMOUNT_RULES,
  billsToSettle,
  isPayableInApp,
  payingPatient,
  paymentResult,
  settle,
  unpaidBills,
} from '../payments'
import { medicineDetail, medicineSummaries, testResultSummaries } from '../records'

type Payment = zod.output<typeof PaymentRecord>
type Prescription = zod.output<typeof PrescriptionRecord>

/** A prescription as the hospital's outpatient calls show it (what the sandbox keeps behind it left out). */
const toSlip = ({
  patient: _patient,
  qrData: _qrData,
  counterOnly: _counterOnly,
  modifying = 'N',
  modifyNotice = 'N',
  ...slip
}: Prescription) => ({ ...slip, modifying, modifyNotice })

type UnpaidBill = ReturnType<typeof unpaidBills>[number]

const ownBill = ({ patient: _patient, status: _status, paymentId: _paymentId, ...bill }: UnpaidBill) => bill

const proxyBill = ({ billId, visitDate, amountDue, counterOnly, additionalCharge }: UnpaidBill) => ({
  billId,
  visitDate,
  amountDue,
  counterOnly,
  additionalCharge,
})

/** The caller sees payments for their own patient number and the ones they paid for others. */
function visiblePayments(caller: Caller, kind: Payment['kind']): Payment[] {
  const { patientNo } = callerPatient(caller)
  return sandbox.db.payments
    .findMany((q) => q.where({ kind }))
    .filter((p) => p.patient.patientNo === patientNo || p.paidByUserId === caller.mainUser.userId)
    .map((p) => (inFamilyOf(caller, p.patient.patientNo) ? p : asProxyPayment(p)))
}

const inFamilyOf = (caller: Caller, patientNo: string) =>
  familyOf(caller.mainUser.userId).some((u) => u.patientNo === patientNo)

/**
 * A payment the caller made for a patient outside their family (proxy payment), as the payer
 * sees it: what was paid and when, nothing of the care (no department, doctor or items by name)
 * and the patient's name half hidden.
 */
function asProxyPayment(p: Payment): Payment {
  const { doctorName: _doctorName, ...rest } = p
  return {
    ...rest,
    departmentName: PROXY_LINE,
    patient: { ...p.patient, name: maskName(p.patient.name) },
    lines: p.lines.map((line) => ({
      ...line,
      itemName: `${line.visitDate?.slice(5).replace('-', '.') ?? ''} ${PROXY_LINE}`.trim(),
    })),
  }
}

/** What a proxy payer's history and receipt call each charge. */
const PROXY_LINE = '진료비'

export const toHistoryItem = (p: Payment) => ({
  paymentId: p.paymentId,
  paidAt: p.paidAt,
  visitDate: p.visitDate,
  departmentName: p.departmentName,
  ...(p.doctorName ? { doctorName: p.doctorName } : {}),
  amount: p.amount,
  method: p.method,
  ...(p.cardName ? { cardName: p.cardName } : {}),
  ...(p.approvalNo ? { approvalNo: p.approvalNo } : {}),
  status: p.status,
  patientNo: p.patient.patientNo,
  patientName: p.patient.name,
})

export const toPaymentDetail = (p: Payment) => ({
  paymentId: p.paymentId,
  paidAt: p.paidAt,
  visitDate: p.visitDate,
  departmentName: p.departmentName,
  ...(p.doctorName ? { doctorName: p.doctorName } : {}),
  amount: p.amount,
  totalAmount: p.totalAmount,
  insurerAmount: p.insurerAmount,
  method: p.method,
  ...(p.cardName ? { cardName: p.cardName } : {}),
  ...(p.approvalNo ? { approvalNo: p.approvalNo } : {}),
  status: p.status,
  lines: p.lines,
})

export function paymentsBetween(caller: Caller, kind: Payment['kind'], start: string, end: string) {
  return visiblePayments(caller, kind)
    .filter((p) => {
      const day = isoDate(p.paidAt)
      return day >= start && day <= end
    })
    .sort((a, b) => b.paidAt.localeCompare(a.paidAt))
    .map(toHistoryItem)
}

/** The one visit or stay a payment settled (its documents), or none when it settled several. */
function receptionOf(payment: Payment): string | undefined {
  if (payment.receptionId) return payment.receptionId
  const receptions = new Set(
    payment.billIds
      .map((billId) => sandbox.db.bills.findFirst((q) => q.where({ billId })))
      .map((bill) => bill?.receptionId),
  )
  const [only] = receptions
  return receptions.size === 1 ? only : undefined
}

export function paymentDetail(caller: Caller, kind: Payment['kind'], paymentId: string) {
  const payment = visiblePayments(caller, kind).find((p) => p.paymentId === paymentId) ?? notFound()
  // The patient's own payment leads to its visit's documents; one paid for another patient does not.
  const own = payment.patient.patientNo === callerPatient(caller).patientNo
  const receptionId = own ? receptionOf(payment) : undefined
  return { ...toPaymentDetail(payment), ...(receptionId ? { receptionId } : {}) }
}

export const recordOperations = [
  operation({
    operationId: 'listOutpatientMedicines',
    method: 'get',
    path: '/api/outpatient/medicine/{startDate}/{endDate}',
    auth: true,
    params: z.ListOutpatientMedicinesParams,
    response: z.ListOutpatientMedicinesResponse,
    resolve: ({ caller, params }) =>
      medicineSummaries(callerPatient(caller).patientNo, 'OUTPATIENT', params.startDate, params.endDate),
  }),

  operation({
    operationId: 'fetchOutpatientMedicineDetail',
    method: 'get',
    path: '/api/outpatient/medicine/details/{receptionId}/{orderDate}',
    auth: true,
    params: z.FetchOutpatientMedicineDetailParams,
    response: z.FetchOutpatientMedicineDetailResponse,
    resolve: ({ caller, params }) =>
      medicineDetail(callerPatient(caller).patientNo, 'OUTPATIENT', params.receptionId, params.orderDate),
  }),

  operation({
    operationId: 'listOutpatientPayments',
    method: 'get',
    path: '/api/outpatient/payment/{startDate}/{endDate}',
    auth: true,
    params: z.ListOutpatientPaymentsParams,
    response: z.ListOutpatientPaymentsResponse,
    resolve: ({ caller, params }) => paymentsBetween(caller, 'OUTPATIENT', params.startDate, params.endDate),
  }),

  operation({
    operationId: 'fetchOutpatientPayment',
    method: 'get',
    path: '/api/outpatient/payment/{paymentId}',
    auth: true,
    params: z.FetchOutpatientPaymentParams,
    response: z.FetchOutpatientPaymentResponse,
    resolve: ({ caller, params }) => paymentDetail(caller, 'OUTPATIENT', params.paymentId),
  }),

  operation({
    operationId: 'listPayableBills',
    method: 'get',
    path: '/api/outpatient/payList/{date}',
    auth: true,
    params: z.ListPayableBillsParams,
    query: z.ListPayableBillsQueryParams,
    response: z.ListPayableBillsResponse,
    resolve({ caller, params, query }) {
      const own = callerPatient(caller)
      // Another patient's number got past the access rule (`payable`): a family member's, or one
      // this sign-in confirmed for proxy payment.
      const patient = query.patientNo ? payingPatient(query.patientNo) : own
      const family = familyOf(caller.mainUser.userId).some((u) => u.patientNo === patient.patientNo)
      const bills = unpaidBills(patient.patientNo, params.date)
      return {
        date: params.date,
        patientNo: patient.patientNo,
        // Another patient's name is shown half hidden.
        patientName: family ? patient.name : maskName(patient.name),
        totalDue: bills.filter(isPayableInApp).reduce((sum, b) => sum + b.amountDue, 0),
        // A proxy payer sees what paying needs, nothing of the care (which visit, which doctor).
        bills: bills.map((bill) => (family ? ownBill(bill) : proxyBill(bill))),
      }
    },
  }),

  operation({
    operationId: 'updatePaymentInfo',
    method: 'post',
    path: '/api/outpatient/updatePaymentInfo',
    auth: true,
    body: z.UpdatePaymentInfoBody,
    belowMinimum: AMOUNT_RULES,
    response: z.UpdatePaymentInfoResponse,
    async resolve({ caller, body }) {
      const { order, postedPaymentId } = orderToPost(body.orderId, body)
      // The same order again (an answer that never came): what the first posting made.
      if (postedPaymentId) {
        return paymentResult(
          sandbox.db.payments.findFirst((q) => q.where({ paymentId: postedPaymentId })) ?? notFound(),
        )
      }
      const patient = payingPatient(body.patientNo)
      const bills = billsToSettle(patient.patientNo, body.billIds, body.amount)
      const payment = await settle({
        caller,
        patient,
        bills,
        amount: body.amount,
        method: 'CARD',
        cardName: body.cardName ?? order.cardName ?? '신용카드',
        approvalNo: body.approvalNo,
        orderId: body.orderId,
        provider: body.provider,
      })
      await markPosted(order.orderId, payment.paymentId)
      return paymentResult(payment)
    },
  }),

  operation({
    operationId: 'listOutpatientTestResults',
    method: 'get',
    path: '/api/outpatient/test-result/{startDate}/{endDate}',
    auth: true,
    params: z.ListOutpatientTestResultsParams,
    response: z.ListOutpatientTestResultsResponse,
    resolve: ({ caller, params }) =>
      testResultSummaries(callerPatient(caller).patientNo, 'OUTPATIENT', params.startDate, params.endDate),
  }),

  operation({
    operationId: 'listTodayPrescriptions',
    method: 'get',
    path: '/api/outpatient/prsc/{today}',
    auth: true,
    params: z.ListTodayPrescriptionsParams,
    response: z.ListTodayPrescriptionsResponse,
    resolve({ caller, params }) {
      const { patientNo } = callerPatient(caller)
      return sandbox.db.prescriptions
        .findMany((q) => q.where({ patient: { patientNo } }))
        .filter((p) => isoDate(p.issuedAt) === params.today)
        .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt))
        .map(toSlip)
    },
  }),

  operation({
    operationId: 'submitPrescription',
    method: 'post',
    path: '/api/outpatient/updatePrscSubmit',
    auth: true,
    body: z.SubmitPrescriptionBody,
    response: z.SubmitPrescriptionResponse,
    async resolve({ caller, body }) {
      const { patientNo } = callerPatient(caller)
      const slip =
        sandbox.db.prescriptions.findFirst((q) =>
          q.where({ prscNo: body.prscNo, receptionId: body.receptionId, patient: { patientNo } }),
        ) ?? notFound()
      // Only what the e-prescription service has sent (and not cancelled) is recorded as sent.
      const rx = sandbox.db.rxOrders.findFirst((q) => q.where({ rxId: body.rxId, prscNo: slip.prscNo }))
      const step = stepOf(rx?.status)
      if (!rx || step === 'notSent' || step === 'cancelled') return refuse(409, 'RX_NOT_SENT')
      const pharmacy = sandbox.db.pharmacies.findFirst((q) => q.where({ pharmCode: body.pharmCode })) ?? notFound()
      // Recording it again changes nothing (the app records a sending it missed when it sees one).
      if (slip.submitStatus === 'SENT' && slip.pharmCode === pharmacy.pharmCode) return toSlip(slip)
      const updated = await sandbox.db.prescriptions.update((q) => q.where({ prscNo: slip.prscNo }), {
        data(p) {
          p.submitStatus = 'SENT'
          p.pharmCode = pharmacy.pharmCode
          p.pharmName = pharmacy.pharmName
          p.submittedAt = sandbox.clock.nowIso()
          p.rxId = body.rxId
        },
      })
      await notify(caller.user.userId, {
        category: 'PRESCRIPTION',
        title: '처방전 전송 완료',
        body: `${pharmacy.pharmName}으로 처방전을 보냈습니다.`,
        linkPath: '/prescriptions',
      })
      return toSlip(updated ?? slip)
    },
  }),
]
