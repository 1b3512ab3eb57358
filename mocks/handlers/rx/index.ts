/**
 * The external e-prescription service (its own base URL and its own short-lived token, never the
 * hospital's): prescriptions sent to a pharmacy, the pharmacy's progress and charge, paying it,
 * and finding pharmacies. The patient is the token's (`caller.patientNo`), never the request's:
 * another patient's prescription is not found.
 *
 * Every move follows the app's own rules (src/shared/domain/prescriptions/rx-flow.ts): the service
 * asks `refusalOf` and answers its code with the catalogue's reason, so the app and the service
 * cannot disagree about what is allowed. The pharmacy's own moves (accept, dispense, finish) come
 * from the demo's pharmacy step (mocks/scenarios/pharmacy.ts), never by themselves.
 */
import type { z as zod } from 'zod'
import * as z from '@/api/generated/rx/rx.zod'
import {
  applyMove,
  paymentStateOf,
  refusalOf,
  STATUS_OF_STEP,
  stepOf,
  type RxFacts,
  type RxMove,
} from '@/shared/domain/prescriptions/rx-flow'
import { isoDate } from '@/shared/lib/dates'
import { distanceMeters } from '@/shared/lib/geo'
import type { PharmacyRecord, RxOrderRecord, RxPaymentRecord } from '../../db/schemas'
import { nextId, sandbox } from '../../runtime/sandbox'
import { markPosted, orderToPost } from '../card-orders'
import { operation } from '../lib/operation'
import { notFound, refuse } from '../lib/refusal'
import { findPatient } from '../lib/session'
import { AMOUNT_RULES } from '../payments'
import { findSlip, isExpired, isModifying, isServiceOpen } from '../prescription/rules'

type Pharmacy = zod.output<typeof PharmacyRecord>
type RxOrder = zod.output<typeof RxOrderRecord>
type RxPayment = zod.output<typeof RxPaymentRecord>

/** How far the service looks around a position when no radius is given. */
const DEFAULT_RADIUS_METERS = 1000
const MAX_RESULTS = 100

const toPharmacy = ({ notice, ...p }: Pharmacy) => ({ ...p, ...(notice ? { notice } : {}) })

const findPharmacy = (pharmCode: string) => sandbox.db.pharmacies.findFirst((q) => q.where({ pharmCode })) ?? notFound()

/** The caller's own prescription: another patient's is not found, as if it did not exist. */
const findRx = (rxId: string, patientNo: string): RxOrder =>
  sandbox.db.rxOrders.findFirst((q) => q.where({ rxId, patient: { patientNo } })) ?? notFound()

/** What the rules look at: the order itself, and the hospital's facts about its prescription. */
export function factsOf(rx: RxOrder): RxFacts {
  const slip = findSlip(rx.prscNo)
  return {
    step: stepOf(rx.status),
    priced: rx.isCostReady === 'Y',
    paid: rx.paid === 'Y',
    counterOnly: rx.counterOnly === 'Y',
    modifying: slip ? isModifying(slip) : false,
    expired: slip ? isExpired(slip) : false,
    serviceOpen: isServiceOpen(),
  }
}

export const toState = (rx: RxOrder) => ({
  rxId: rx.rxId,
  prscNo: rx.prscNo,
  patientNo: rx.patient.patientNo,
  status: rx.status,
  payment: paymentStateOf(factsOf(rx)),
  ...(rx.pharmCode ? { pharmCode: rx.pharmCode } : {}),
  ...(rx.pharmName ? { pharmName: rx.pharmName } : {}),
  ...(rx.traceNo ? { traceNo: rx.traceNo } : {}),
  history: rx.history,
  updatedAt: rx.updatedAt,
})

/** Refuses the move with the rules' code when they refuse it. */
function checkMove(move: RxMove, rx: RxOrder): RxFacts {
  const facts = factsOf(rx)
  const refusal = refusalOf(move, facts)
  if (refusal) refuse(409, refusal)
  return facts
}

/**
 * Makes a move: the rules decide the new step and charge state, and a changed step is written
 * into the history. `also` changes what the move carries with it (the pharmacy sent to ...).
 */
export async function moveRx(rx: RxOrder, move: RxMove, also?: (record: RxOrder) => void): Promise<RxOrder> {
  const next = applyMove(move, checkMove(move, rx))
  const now = sandbox.clock.nowIso()
  const status = STATUS_OF_STEP[next.step]
  const updated = await sandbox.db.rxOrders.update((q) => q.where({ rxId: rx.rxId }), {
    data(r) {
      if (r.status !== status) r.history = [...r.history, { status, changedAt: now }]
      r.status = status
      r.isCostReady = next.priced ? 'Y' : 'N'
      r.paid = next.paid ? 'Y' : 'N'
      r.updatedAt = now
      also?.(r)
    },
  })
  return updated ?? notFound()
}

/** The pharmacy's charge: a dispensing fee plus something per medicine (what it sets on accepting). */
export const chargeFor = (drugCount: number) => 1500 + 1400 * drugCount

const toPayment = ({ patient: _patient, orderId: _orderId, provider: _provider, ...payment }: RxPayment) => payment

function favouritesOf(patientNo: string) {
  return sandbox.db.favouritePharmacies
    .findMany((q) => q.where({ patient: { patientNo } }))
    .sort((a, b) => a.addedAt.localeCompare(b.addedAt))
    .map((f) => toPharmacy(findPharmacy(f.pharmCode)))
}

const normalise = (text: string) => text.replace(/\s+/g, '')

export const rxOperations = [
  operation({
    operationId: 'fetchPharmacyByCode',
    method: 'post',
    path: '/mobile/rx/pharmInfoCode',
    base: 'rx',
    auth: 'rx',
    body: z.FetchPharmacyByCodeBody,
    response: z.FetchPharmacyByCodeResponse,
    resolve: ({ body }) => toPharmacy(findPharmacy(body.pharmCode)),
  }),

  operation({
    operationId: 'createRx',
    method: 'post',
    path: '/mobile/rx/createRxInit',
    base: 'rx',
    auth: 'rx',
    body: z.CreateRxBody,
    response: z.CreateRxResponse,
    async resolve({ caller, body }) {
      const slip = sandbox.db.prescriptions.findFirst((q) =>
        q.where({ prscNo: body.prscNo, receptionId: body.receptionId, patient: { patientNo: caller.patientNo } }),
      )
      if (!slip || slip.drugCount === 0) return refuse(404, 'PRESCRIPTION_NOT_ISSUED')
      // The same prescription twice gives back the first (a cancelled one is made anew).
      const existing = sandbox.db.rxOrders
        .findMany((q) => q.where({ prscNo: body.prscNo }))
        .find((rx) => rx.status !== 'CANCELLED')
      if (existing) return toState(existing)
      // A new one must be sendable, as far as the prescription goes (the hours are checked on sending).
      const refusal = refusalOf('send', {
        step: 'notSent',
        priced: false,
        paid: false,
        counterOnly: slip.counterOnly,
        modifying: isModifying(slip),
        expired: isExpired(slip),
        serviceOpen: true,
      })
      if (refusal) refuse(409, refusal)
      const now = sandbox.clock.nowIso()
      const rx = await sandbox.db.rxOrders.create({
        patient: slip.patient,
        rxId: nextId('RX'),
        prscNo: slip.prscNo,
        receptionId: slip.receptionId,
        status: STATUS_OF_STEP.notSent,
        history: [{ status: STATUS_OF_STEP.notSent, changedAt: now }],
        updatedAt: now,
        amount: 0,
        isCostReady: 'N',
        paid: 'N',
        counterOnly: slip.counterOnly ? 'Y' : 'N',
      })
      await sandbox.db.prescriptions.update((q) => q.where({ prscNo: slip.prscNo }), {
        data(p) {
          p.rxId = rx.rxId
        },
      })
      return toState(rx)
    },
  }),

  operation({
    operationId: 'fetchRxStatus',
    method: 'post',
    path: '/mobile/rx/selectRxStatus',
    base: 'rx',
    auth: 'rx',
    body: z.FetchRxStatusBody,
    response: z.FetchRxStatusResponse,
    resolve: ({ caller, body }) => toState(findRx(body.rxId, caller.patientNo)),
  }),

  operation({
    operationId: 'fetchRxCost',
    method: 'post',
    path: '/mobile/rx/selectRxCost',
    base: 'rx',
    auth: 'rx',
    body: z.FetchRxCostBody,
    response: z.FetchRxCostResponse,
    resolve({ caller, body }) {
      const rx = findRx(body.rxId, caller.patientNo)
      return { rxId: rx.rxId, isReady: rx.isCostReady, amount: rx.amount, paid: rx.paid, counterOnly: rx.counterOnly }
    },
  }),

  operation({
    operationId: 'fetchRxIntervalCost',
    method: 'post',
    path: '/mobile/rx/selectIntervalRxCost',
    base: 'rx',
    auth: 'rx',
    body: z.FetchRxIntervalCostBody,
    response: z.FetchRxIntervalCostResponse,
    resolve({ caller, body }) {
      if (body.startDate > body.endDate) refuse(400, 'PERIOD_INVALID')
      const paid = sandbox.db.rxPayments
        .findMany((q) => q.where({ patient: { patientNo: caller.patientNo }, status: 'PAID' }))
        .filter((p) => {
          const day = isoDate(p.paidAt)
          return day >= body.startDate && day <= body.endDate
        })
      return {
        patientNo: caller.patientNo,
        totalAmount: paid.reduce((sum, p) => sum + p.amount, 0),
        count: paid.length,
      }
    },
  }),

  operation({
    operationId: 'saveRxTraceNo',
    method: 'post',
    path: '/mobile/rx/insertTraceNo',
    base: 'rx',
    auth: 'rx',
    body: z.SaveRxTraceNoBody,
    response: z.SaveRxTraceNoResponse,
    async resolve({ caller, body }) {
      const rx = findRx(body.rxId, caller.patientNo)
      // Only for a charge that can be paid: the same refusals as the payment.
      checkMove('pay', rx)
      const updated = await sandbox.db.rxOrders.update((q) => q.where({ rxId: rx.rxId }), {
        data(r) {
          r.traceNo = body.traceNo
          r.updatedAt = sandbox.clock.nowIso()
        },
      })
      return toState(updated ?? rx)
    },
  }),

  operation({
    operationId: 'payRx',
    method: 'post',
    path: '/mobile/rx/payment/ub',
    base: 'rx',
    auth: 'rx',
    body: z.PayRxBody,
    belowMinimum: AMOUNT_RULES,
    response: z.PayRxResponse,
    async resolve({ caller, body }) {
      const rx = findRx(body.rxId, caller.patientNo)
      // The hospital's order for this prescription, approved by the card processor (never the app's word).
      const { order, postedPaymentId } = orderToPost(body.orderId, { ...body, patientNo: caller.patientNo })
      if (order.rxId !== rx.rxId) refuse(409, 'ORDER_NOT_APPROVED')
      if (postedPaymentId) {
        return toPayment(sandbox.db.rxPayments.findFirst((q) => q.where({ paymentId: postedPaymentId })) ?? notFound())
      }
      checkMove('pay', rx)
      // The pharmacy's charge went up since the patient saw it: an additional charge.
      if (body.amount < rx.amount) refuse(409, 'ADDITIONAL_CHARGE')
      if (body.amount > rx.amount) refuse(409, 'AMOUNT_EXCEEDS_DUE')
      const paid = await moveRx(rx, 'pay')
      const payment = await sandbox.db.rxPayments.create({
        patient: rx.patient,
        rxId: rx.rxId,
        prscNo: rx.prscNo,
        paymentId: nextId('RXPAY'),
        amount: body.amount,
        paidAt: sandbox.clock.nowIso(),
        pharmName: paid.pharmName ?? '',
        status: 'PAID',
        approvalNo: body.approvalNo,
        ...(body.cardName ? { cardName: body.cardName } : {}),
        orderId: body.orderId,
        provider: body.provider,
      })
      await markPosted(body.orderId, payment.paymentId)
      return toPayment(payment)
    },
  }),

  operation({
    operationId: 'changeRxStatus',
    method: 'put',
    path: '/mobile/rx/changeRxStatus',
    base: 'rx',
    auth: 'rx',
    body: z.ChangeRxStatusBody,
    response: z.ChangeRxStatusResponse,
    async resolve({ caller, body }) {
      const rx = findRx(body.rxId, caller.patientNo)
      if (body.status === 'CANCELLED') {
        const cancelled = await moveRx(rx, 'cancel')
        // The hospital learns that the prescription is free to be sent again.
        await sandbox.db.prescriptions.update((q) => q.where({ prscNo: rx.prscNo }), {
          data(p) {
            p.submitStatus = 'NOT_SENT'
            delete p.pharmCode
            delete p.pharmName
            delete p.submittedAt
            delete p.rxId
          },
        })
        return toState(cancelled)
      }
      return toState(await moveRx(rx, 'receive'))
    },
  }),

  operation({
    operationId: 'sendRxToPharmacy',
    method: 'put',
    path: '/mobile/rx/updateRxStatus',
    base: 'rx',
    auth: 'rx',
    body: z.SendRxToPharmacyBody,
    response: z.SendRxToPharmacyResponse,
    async resolve({ caller, body }) {
      const rx = findRx(body.rxId, caller.patientNo)
      const pharmacy = findPharmacy(body.pharmCode)
      checkMove('send', rx)
      if (pharmacy.acceptsErx === 'N') refuse(409, 'RX_NOT_ERX_PHARMACY')
      return toState(
        await moveRx(rx, 'send', (r) => {
          r.pharmCode = pharmacy.pharmCode
          r.pharmName = pharmacy.pharmName
        }),
      )
    },
  }),

  operation({
    operationId: 'searchPharmacies',
    method: 'post',
    path: '/mobile/map/selectPharmList',
    base: 'rx',
    auth: 'rx',
    body: z.SearchPharmaciesBody,
    response: z.SearchPharmaciesResponse,
    resolve({ body }) {
      const keyword = normalise(body.keyword ?? '')
      const hasLatitude = body.latitude !== undefined
      if (hasLatitude !== (body.longitude !== undefined)) refuse(400, 'LOCATION_OR_KEYWORD')
      const from = hasLatitude ? { latitude: body.latitude!, longitude: body.longitude! } : undefined
      if (!from && !keyword) refuse(400, 'LOCATION_OR_KEYWORD')
      const radius = body.radiusMeters ?? DEFAULT_RADIUS_METERS
      const matches = sandbox.db.pharmacies
        .all()
        .filter((p) => !keyword || normalise(p.pharmName).includes(keyword) || normalise(p.address).includes(keyword))
      const found = from
        ? matches
            .map((p) => ({ p, meters: distanceMeters(from, p) }))
            .filter(({ meters }) => meters <= radius)
            .sort((a, b) => a.meters - b.meters)
            .map(({ p }) => p)
        : matches.sort((a, b) => a.pharmName.localeCompare(b.pharmName, 'ko'))
      return found.slice(0, MAX_RESULTS).map(toPharmacy)
    },
  }),

  operation({
    operationId: 'fetchPharmacyDetail',
    method: 'post',
    path: '/mobile/map/selectPharmDetail',
    base: 'rx',
    auth: 'rx',
    body: z.FetchPharmacyDetailBody,
    response: z.FetchPharmacyDetailResponse,
    resolve: ({ body }) => toPharmacy(findPharmacy(body.pharmCode)),
  }),

  operation({
    operationId: 'addFavouritePharmacy',
    method: 'post',
    path: '/mobile/map/insertPharmListF',
    base: 'rx',
    auth: 'rx',
    body: z.AddFavouritePharmacyBody,
    response: z.AddFavouritePharmacyResponse,
    async resolve({ caller, body }) {
      const patient = findPatient(caller.patientNo) ?? notFound()
      findPharmacy(body.pharmCode)
      const already = sandbox.db.favouritePharmacies.findFirst((q) =>
        q.where({ patient: { patientNo: caller.patientNo }, pharmCode: body.pharmCode }),
      )
      if (!already) {
        await sandbox.db.favouritePharmacies.create({
          patient,
          pharmCode: body.pharmCode,
          addedAt: sandbox.clock.nowIso(),
        })
      }
      return favouritesOf(caller.patientNo)
    },
  }),

  operation({
    operationId: 'removeFavouritePharmacy',
    method: 'post',
    path: '/mobile/map/deletePharmListF',
    base: 'rx',
    auth: 'rx',
    body: z.RemoveFavouritePharmacyBody,
    response: z.RemoveFavouritePharmacyResponse,
    resolve({ caller, body }) {
      const removed = sandbox.db.favouritePharmacies.delete((q) =>
        q.where({ patient: { patientNo: caller.patientNo }, pharmCode: body.pharmCode }),
      )
      if (!removed) notFound()
      return favouritesOf(caller.patientNo)
    },
  }),

  operation({
    operationId: 'listFavouritePharmacies',
    method: 'get',
    path: '/mobile/map/selectPharmListF',
    base: 'rx',
    auth: 'rx',
    response: z.ListFavouritePharmaciesResponse,
    resolve: ({ caller }) => favouritesOf(caller.patientNo),
  }),

  operation({
    operationId: 'listRecentPharmacies',
    method: 'get',
    path: '/mobile/map/selectPharmListR',
    base: 'rx',
    auth: 'rx',
    response: z.ListRecentPharmaciesResponse,
    resolve({ caller }) {
      const sentAt = (rx: RxOrder) => rx.history.find((h) => h.status === 'SENT')?.changedAt ?? rx.updatedAt
      const used = sandbox.db.rxOrders
        .findMany((q) => q.where({ patient: { patientNo: caller.patientNo } }))
        .filter((rx) => rx.pharmCode)
        .sort((a, b) => sentAt(b).localeCompare(sentAt(a)))
      const codes = [...new Set(used.map((rx) => rx.pharmCode as string))]
      return codes.map((code) => toPharmacy(findPharmacy(code)))
    },
  }),

  operation({
    operationId: 'listRxPayments',
    method: 'get',
    path: '/mobile/rx/selectRxPayList/{begin}/{offset}',
    base: 'rx',
    auth: 'rx',
    params: z.ListRxPaymentsParams,
    response: z.ListRxPaymentsResponse,
    resolve({ caller, params }) {
      const all = sandbox.db.rxPayments
        .findMany((q) => q.where({ patient: { patientNo: caller.patientNo } }))
        .sort((a, b) => b.paidAt.localeCompare(a.paidAt))
        .map(toPayment)
      return { items: all.slice(params.begin, params.begin + params.offset), totalCount: all.length }
    },
  }),
]
