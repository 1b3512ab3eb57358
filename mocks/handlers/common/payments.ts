/** The card flow, hi-pass, the registered-card pay, and parking. */
import type * as zod from 'zod'
import * as z from '@/api/generated/common/common.zod'
import { FREE_PARKING_HOURS } from '@/shared/config/constants'
import type { UbPayRecord } from '../../db/schemas'
import { nextId, sandbox } from '../../runtime/sandbox'
import { authorizeCardRegistration, confirmCardRegistration } from '../card-registrations'
import { randomToken } from '../lib/credentials'
import { operation } from '../lib/operation'
import { notFound, refuse } from '../lib/refusal'
import { callerPatient, type Caller } from '../lib/session'
import {
  AMOUNT_RULES,
  amountDue,
  billsToSettle,
  checkAmount,
  isPayableInApp,
  payingPatient,
  paymentResult,
  reverse,
  settle,
  unpaidBills,
} from '../payments'
import { documentFeeDue } from './documents'
import { confirmApproval, orderHash, orderStatusView, ownOrder, reconcile, SITE_CODE } from '../card-orders'

type UbPay = zod.output<typeof UbPayRecord>

function parkingCategory(patientNo: string): keyof typeof FREE_PARKING_HOURS {
  const today = sandbox.clock.today()
  if (sandbox.db.stays.findFirst((q) => q.where({ patient: { patientNo }, status: 'IN_HOSPITAL' }))) return 'INPATIENT'
  const checkup = sandbox.db.checkupAppointments.findFirst((q) =>
    q.where({ patient: { patientNo }, receptionDate: today }),
  )
  if (checkup) return checkup.checkupType === 'SYNTHESIS' ? 'CHECKUP_COMPREHENSIVE' : 'CHECKUP_GENERAL'
  return 'OUTPATIENT'
}

function carInfo(patientNo: string) {
  const category = parkingCategory(patientNo)
  return {
    cars: sandbox.db.cars
      .findMany((q) => q.where({ patient: { patientNo } }), { orderBy: { colNum: 'asc' } })
      .map(({ colNum, carNumber, registeredAt }) => ({ colNum, carNumber, ...(registeredAt ? { registeredAt } : {}) })),
    parkingCategory: category,
    freeParkingHours: FREE_PARKING_HOURS[category],
  }
}

/** What the app sees of a registered-card payment request. */
const ubPayView = ({ patient: _patient, billIds: _billIds, payerUserId: _payer, ...status }: UbPay) => status

function hipassCard(patientNo: string) {
  const card = sandbox.db.hipassCards.findFirst((q) => q.where({ patient: { patientNo } }))
  if (!card || card.registered === 'N') return { registered: 'N' as const }
  const { patient: _patient, ...view } = card
  return view
}

/** A hi-pass payment the caller may undo: for their patient number, or one they paid. */
function ownHipassPayment(caller: Caller, paymentId: string) {
  const { patientNo } = callerPatient(caller)
  const payment = sandbox.db.payments.findFirst((q) => q.where({ paymentId, method: 'HIPASS' }))
  if (!payment || (payment.patient.patientNo !== patientNo && payment.paidByUserId !== caller.mainUser.userId)) {
    return notFound()
  }
  return payment
}

export const paymentOperations = [
  operation({
    operationId: 'fetchPaymentSummary',
    method: 'get',
    path: '/api/common/payment',
    auth: true,
    response: z.FetchPaymentSummaryResponse,
    resolve({ caller }) {
      const { patientNo } = callerPatient(caller)
      return {
        patientNo,
        totalDue: amountDue(patientNo),
        unpaidCount: unpaidBills(patientNo).filter(isPayableInApp).length,
        hipassRegistered: hipassCard(patientNo).registered,
      }
    },
  }),

  operation({
    operationId: 'createPaymentHash',
    method: 'post',
    path: '/api/common/getCheckHash',
    auth: true,
    body: z.CreatePaymentHashBody,
    belowMinimum: AMOUNT_RULES,
    response: z.CreatePaymentHashResponse,
    async resolve({ caller, body }) {
      const patient = payingPatient(body.patientNo)
      if (body.receptionId || body.documentType) {
        // A document's issuing fee: the caller's own document, its fee not yet paid, that amount.
        // Half of one (or a pharmacy charge as well) names no fee document: the same 404.
        const { receptionId, documentType } = body
        if (!receptionId || !documentType || body.rxId) return notFound()
        if (patient.patientNo !== callerPatient(caller).patientNo) notFound()
        documentFeeDue(patient, receptionId, documentType, body.amount)
      } else if (body.rxId) {
        // A pharmacy charge: the patient's own e-prescription; the service checks the amount on paying.
        const rx = sandbox.db.rxOrders.findFirst((q) => q.where({ rxId: body.rxId }))
        if (!rx || rx.patient.patientNo !== patient.patientNo) notFound()
        if (body.amount <= 0) refuse(400, 'AMOUNT_ZERO')
      } else {
        checkAmount(patient.patientNo, body.amount)
      }
      const hash = orderHash(SITE_CODE, body.orderId, body.amount)
      const existing = sandbox.db.paymentOrders.findFirst((q) => q.where({ orderId: body.orderId }))
      if (existing && (existing.status !== 'HASHED' || existing.ownerUserId !== caller.mainUser.userId)) {
        refuse(409, 'ORDER_ID_USED')
      }
      const now = sandbox.clock.nowIso()
      if (!existing) {
        await sandbox.db.paymentOrders.create({
          patient,
          orderId: body.orderId,
          amount: body.amount,
          provider: body.provider,
          hash,
          siteCode: SITE_CODE,
          ownerUserId: caller.mainUser.userId,
          ...(body.rxId ? { rxId: body.rxId } : {}),
          createdAt: now,
          updatedAt: now,
          status: 'HASHED',
        })
      }
      return { orderId: body.orderId, hash, siteCode: SITE_CODE, issuedAt: now }
    },
  }),

  operation({
    operationId: 'approveOrder',
    method: 'post',
    path: '/api/common/orderApprove',
    auth: true,
    body: z.ApproveOrderBody,
    response: z.ApproveOrderResponse,
    async resolve({ caller, body }) {
      const order = await confirmApproval(caller, body)
      return {
        orderId: order.orderId,
        approvalNo: order.approvalNo ?? body.approvalNo,
        amount: order.amount,
        approvedAt: order.approvedAt ?? sandbox.clock.nowIso(),
        ...(order.cardName ? { cardName: order.cardName } : {}),
      }
    },
  }),

  operation({
    operationId: 'fetchOrderStatus',
    method: 'get',
    path: '/api/common/orders/{orderId}',
    auth: true,
    params: z.FetchOrderStatusParams,
    response: z.FetchOrderStatusResponse,
    async resolve({ caller, params }) {
      return orderStatusView(await reconcile(ownOrder(caller, params.orderId)))
    },
  }),

  operation({
    operationId: 'requestUbPay',
    method: 'post',
    path: '/api/common/payment/ubpay',
    auth: true,
    body: z.RequestUbPayBody,
    belowMinimum: AMOUNT_RULES,
    response: z.RequestUbPayResponse,
    async resolve({ caller, body }) {
      // The registered card is the payer's (the hi-pass card of the acting patient).
      if (hipassCard(callerPatient(caller).patientNo).registered !== 'Y') refuse(409, 'HIPASS_NOT_REGISTERED')
      const patient = payingPatient(body.patientNo)
      billsToSettle(patient.patientNo, body.billIds, body.amount)
      const record = await sandbox.db.ubPays.create({
        patient,
        // A request number nobody can guess: only its payer reads its result.
        serNo: randomToken('UB', 12),
        status: 'REQUESTED',
        amount: body.amount,
        requestedAt: sandbox.clock.nowIso(),
        billIds: body.billIds,
        payerUserId: caller.mainUser.userId,
      })
      return ubPayView(record)
    },
  }),

  operation({
    operationId: 'fetchUbPayStatus',
    method: 'get',
    path: '/api/common/payment/ubpay/{serNo}',
    auth: true,
    params: z.FetchUbPayStatusParams,
    response: z.FetchUbPayStatusResponse,
    async resolve({ caller, params }) {
      const record = sandbox.db.ubPays.findFirst((q) => q.where({ serNo: params.serNo })) ?? notFound()
      let update: Partial<typeof record> = {}
      // The card company answers by the time the app asks.
      if (record.status === 'REQUESTED') {
        try {
          const bills = billsToSettle(record.patient.patientNo, record.billIds, record.amount)
          const payment = await settle({
            caller,
            patient: record.patient,
            bills,
            amount: record.amount,
            method: 'CARD',
            cardName: '등록카드',
          })
          update = { status: 'APPROVED', paymentId: payment.paymentId }
        } catch (error) {
          update = {
            status: 'FAILED',
            failMessage: error instanceof Error && 'reason' in error ? String(error.reason) : '결제하지 못했습니다.',
          }
        }
        await sandbox.db.ubPays.update((q) => q.where({ serNo: record.serNo }), {
          data(u) {
            Object.assign(u, update)
          },
        })
      }
      return ubPayView({ ...record, ...update })
    },
  }),

  operation({
    operationId: 'fetchCarInfo',
    method: 'get',
    path: '/api/common/carInfo',
    auth: true,
    response: z.FetchCarInfoResponse,
    resolve: ({ caller }) => carInfo(callerPatient(caller).patientNo),
  }),

  operation({
    operationId: 'updateCarInfo',
    method: 'put',
    path: '/api/common/carInfo',
    auth: true,
    body: z.UpdateCarInfoBody,
    response: z.UpdateCarInfoResponse,
    async resolve({ caller, body }) {
      const patient = callerPatient(caller)
      const { patientNo } = patient
      const sameCarElsewhere = sandbox.db.cars
        .findMany((q) => q.where({ patient: { patientNo }, carNumber: body.carNumber }))
        .some((car) => car.colNum !== body.colNum)
      if (body.carNumber && sameCarElsewhere) refuse(409, 'CAR_NUMBER_TAKEN')
      sandbox.db.cars.delete((q) => q.where({ patient: { patientNo }, colNum: body.colNum }))
      if (body.carNumber) {
        await sandbox.db.cars.create({
          patient,
          colNum: body.colNum,
          carNumber: body.carNumber,
          registeredAt: sandbox.clock.nowIso(),
        })
      }
      return carInfo(patientNo)
    },
  }),

  operation({
    operationId: 'authorizeSkPay',
    method: 'post',
    path: '/api/common/skpay/auth',
    auth: true,
    body: z.AuthorizeSkPayBody,
    response: z.AuthorizeSkPayResponse,
    async resolve({ caller }) {
      const { authToken, expiresAt } = await authorizeCardRegistration(caller, callerPatient(caller).patientNo)
      return { authToken, expiresAt }
    },
  }),

  operation({
    operationId: 'fetchHipassCard',
    method: 'get',
    path: '/api/common/skpay/card',
    auth: true,
    response: z.FetchHipassCardResponse,
    resolve: ({ caller }) => hipassCard(callerPatient(caller).patientNo),
  }),

  operation({
    operationId: 'updateHipassCard',
    method: 'put',
    path: '/api/common/skpay/card',
    auth: true,
    body: z.UpdateHipassCardBody,
    response: z.UpdateHipassCardResponse,
    async resolve({ caller, body }) {
      const patient = callerPatient(caller)
      // The card the card-management service registered, never what the phone says it is.
      const card =
        body.registered === 'Y' ? await confirmCardRegistration(caller, patient.patientNo, body.cardToken) : undefined
      sandbox.db.hipassCards.deleteMany((q) => q.where({ patient: { patientNo: patient.patientNo } }))
      if (card) {
        await sandbox.db.hipassCards.create({
          patient,
          registered: 'Y',
          cardName: card.cardName,
          maskedCardNo: card.maskedCardNo,
          registeredAt: sandbox.clock.nowIso(),
        })
      }
      return hipassCard(patient.patientNo)
    },
  }),

  operation({
    operationId: 'payByHipass',
    method: 'post',
    path: '/api/common/skpay/hipass/payment',
    auth: true,
    body: z.PayByHipassBody,
    belowMinimum: AMOUNT_RULES,
    response: z.PayByHipassResponse,
    async resolve({ caller, body }) {
      const card = hipassCard(callerPatient(caller).patientNo)
      if (card.registered !== 'Y') refuse(409, 'HIPASS_NOT_REGISTERED')
      const patient = payingPatient(body.patientNo)
      const bills = billsToSettle(patient.patientNo, body.billIds, body.amount)
      const payment = await settle({
        caller,
        patient,
        bills,
        amount: body.amount,
        method: 'HIPASS',
        ...('cardName' in card && card.cardName ? { cardName: card.cardName } : {}),
        approvalNo: nextId('HP', undefined, 4).slice(-8),
      })
      return paymentResult(payment)
    },
  }),

  operation({
    operationId: 'cancelHipassPayment',
    method: 'post',
    path: '/api/common/skpay/hipass/payment/cancel',
    auth: true,
    body: z.CancelHipassPaymentBody,
    response: z.CancelHipassPaymentResponse,
    async resolve({ caller, body }) {
      const payment = ownHipassPayment(caller, body.paymentId)
      if (payment.status !== 'PAID') refuse(409, 'ALREADY_CANCELLED')
      await reverse(payment)
      return { cancelled: 'Y' as const, cancelledAt: sandbox.clock.nowIso(), paymentId: payment.paymentId }
    },
  }),
]
