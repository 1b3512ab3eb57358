/**
 * The external e-prescription service (its own base URL, no hospital token): prescriptions sent
 * to a pharmacy, the pharmacy's progress and charge, and finding pharmacies.
 */
import type { z as zod } from 'zod'
import * as z from '../../../src/api/generated/rx/rx.zod'
import { isoDate, kst } from '../../../src/shared/lib/dates'
import { distanceMeters, type LatLng } from '../../../src/shared/lib/geo'
import type { PharmacyRecord, RxOrderRecord } from '../../db/schemas'
import { nextId, sandbox } from '../../runtime/sandbox'
import { operation } from '../lib/operation'
import { notFound, refuse } from '../lib/refusal'
import { findPatient } from '../lib/session'
import { AMOUNT_RULES } from '../payments'

type Pharmacy = zod.output<typeof PharmacyRecord>
type RxOrder = zod.output<typeof RxOrderRecord>

const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const
/** After the pharmacy accepts, it moves one step each time the status is read. */
const PROGRESS: Partial<Record<RxOrder['status'], RxOrder['status']>> = {
  SENT: 'ACCEPTED',
  ACCEPTED: 'PREPARING',
  PREPARING: 'READY',
}
/** The pharmacy charge: a dispensing fee plus something per medicine. */
const chargeFor = (drugCount: number) => 1500 + 1400 * drugCount

function isOpenNow(pharmacy: Pharmacy): 'Y' | 'N' {
  const now = kst(sandbox.clock.now())
  const day = pharmacy.openingHours.find((h) => h.dayOfWeek === WEEKDAYS[now.day()])
  const time = now.format('HH:mm')
  return day && day.isClosed === 'N' && day.open && day.close && time >= day.open && time < day.close ? 'Y' : 'N'
}

const toPharmacy = (p: Pharmacy, from?: LatLng) => ({
  pharmCode: p.pharmCode,
  pharmName: p.pharmName,
  address: p.address,
  phone: p.phone,
  latitude: p.latitude,
  longitude: p.longitude,
  ...(from ? { distanceMeters: Math.round(distanceMeters(from, p)) } : {}),
  acceptsErx: p.acceptsErx,
  isOpenNow: isOpenNow(p),
})

const findPharmacy = (pharmCode: string) => sandbox.db.pharmacies.findFirst((q) => q.where({ pharmCode })) ?? notFound()

const toState = (rx: RxOrder) => ({
  rxId: rx.rxId,
  prscNo: rx.prscNo,
  patientNo: rx.patient.patientNo,
  status: rx.status,
  ...(rx.pharmCode ? { pharmCode: rx.pharmCode } : {}),
  ...(rx.pharmName ? { pharmName: rx.pharmName } : {}),
  ...(rx.traceNo ? { traceNo: rx.traceNo } : {}),
  updatedAt: rx.updatedAt,
})

const findRx = (rxId: string): RxOrder => sandbox.db.rxOrders.findFirst((q) => q.where({ rxId })) ?? notFound()

async function updateRx(rxId: string, change: (rx: RxOrder) => void): Promise<RxOrder> {
  const updated = await sandbox.db.rxOrders.update((q) => q.where({ rxId }), {
    data(rx) {
      change(rx)
      rx.updatedAt = sandbox.clock.nowIso()
    },
  })
  return updated ?? notFound()
}

function favouritesOf(patientNo: string) {
  return sandbox.db.favouritePharmacies
    .findMany((q) => q.where({ patient: { patientNo } }))
    .sort((a, b) => a.addedAt.localeCompare(b.addedAt))
    .map((f) => toPharmacy(findPharmacy(f.pharmCode)))
}

export const rxOperations = [
  operation({
    operationId: 'fetchPharmacyByCode',
    method: 'post',
    path: '/mobile/rx/pharmInfoCode',
    base: 'rx',
    auth: false,
    body: z.FetchPharmacyByCodeBody,
    response: z.FetchPharmacyByCodeResponse,
    resolve: ({ body }) => toPharmacy(findPharmacy(body.pharmCode)),
  }),

  operation({
    operationId: 'createRx',
    method: 'post',
    path: '/mobile/rx/createRxInit',
    base: 'rx',
    auth: false,
    body: z.CreateRxBody,
    response: z.CreateRxResponse,
    async resolve({ body }) {
      const slip = sandbox.db.prescriptions.findFirst((q) =>
        q.where({ prscNo: body.prscNo, receptionId: body.receptionId, patient: { patientNo: body.patientNo } }),
      )
      if (!slip || slip.drugCount === 0) return refuse(404, 'PRESCRIPTION_NOT_ISSUED')
      const existing = sandbox.db.rxOrders
        .findMany((q) => q.where({ prscNo: body.prscNo }))
        .find((rx) => rx.status !== 'CANCELLED')
      if (existing) return toState(existing)
      const rx = await sandbox.db.rxOrders.create({
        patient: slip.patient,
        rxId: nextId('RX'),
        prscNo: slip.prscNo,
        receptionId: slip.receptionId,
        status: 'CREATED',
        updatedAt: sandbox.clock.nowIso(),
        amount: 0,
        isCostReady: 'N',
        paid: 'N',
        modifying: false,
        polls: 0,
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
    auth: false,
    body: z.FetchRxStatusBody,
    response: z.FetchRxStatusResponse,
    async resolve({ body }) {
      const rx = findRx(body.rxId)
      const next = PROGRESS[rx.status]
      if (!next) return toState(rx)
      const slip = sandbox.db.prescriptions.findFirst((q) => q.where({ prscNo: rx.prscNo }))
      return toState(
        await updateRx(rx.rxId, (r) => {
          r.status = next
          r.polls += 1
          if (next === 'ACCEPTED') {
            r.isCostReady = 'Y'
            r.amount = chargeFor(slip?.drugCount ?? 1)
          }
        }),
      )
    },
  }),

  operation({
    operationId: 'fetchRxCost',
    method: 'post',
    path: '/mobile/rx/selectRxCost',
    base: 'rx',
    auth: false,
    body: z.FetchRxCostBody,
    response: z.FetchRxCostResponse,
    resolve({ body }) {
      const rx = findRx(body.rxId)
      return { rxId: rx.rxId, isReady: rx.isCostReady, amount: rx.amount, paid: rx.paid }
    },
  }),

  operation({
    operationId: 'fetchRxIntervalCost',
    method: 'post',
    path: '/mobile/rx/selectIntervalRxCost',
    base: 'rx',
    auth: false,
    body: z.FetchRxIntervalCostBody,
    response: z.FetchRxIntervalCostResponse,
    resolve({ body }) {
      const paid = sandbox.db.rxPayments
        .findMany((q) => q.where({ patient: { patientNo: body.patientNo } }))
        .filter((p) => {
          const day = isoDate(p.paidAt)
          return day >= body.startDate && day <= body.endDate
        })
      return { patientNo: body.patientNo, totalAmount: paid.reduce((sum, p) => sum + p.amount, 0), count: paid.length }
    },
  }),

  operation({
    operationId: 'saveRxTraceNo',
    method: 'post',
    path: '/mobile/rx/insertTraceNo',
    base: 'rx',
    auth: false,
    body: z.SaveRxTraceNoBody,
    response: z.SaveRxTraceNoResponse,
    async resolve({ body }) {
      findRx(body.rxId)
      return toState(await updateRx(body.rxId, (r) => (r.traceNo = body.traceNo)))
    },
  }),

  operation({
    operationId: 'payRx',
    method: 'post',
    path: '/mobile/rx/payment/ub',
    base: 'rx',
    auth: false,
    body: z.PayRxBody,
    belowMinimum: AMOUNT_RULES,
    response: z.PayRxResponse,
    async resolve({ body }) {
      const rx = findRx(body.rxId)
      if (rx.patient.patientNo !== body.patientNo) notFound()
      if (rx.isCostReady === 'N') refuse(409, 'NO_ORDER_YET')
      if (rx.paid === 'Y') refuse(409, 'ALREADY_PAID')
      if (body.amount > rx.amount) refuse(409, 'AMOUNT_EXCEEDS_DUE')
      if (body.amount !== rx.amount) refuse(409, 'AMOUNT_MISMATCH')
      await updateRx(rx.rxId, (r) => (r.paid = 'Y'))
      const payment = await sandbox.db.rxPayments.create({
        patient: rx.patient,
        rxId: rx.rxId,
        paymentId: nextId('RXPAY'),
        amount: body.amount,
        paidAt: sandbox.clock.nowIso(),
        pharmName: rx.pharmName ?? '',
      })
      const { patient: _patient, ...result } = payment
      return result
    },
  }),

  operation({
    operationId: 'changeRxStatus',
    method: 'put',
    path: '/mobile/rx/changeRxStatus',
    base: 'rx',
    auth: false,
    body: z.ChangeRxStatusBody,
    response: z.ChangeRxStatusResponse,
    async resolve({ body }) {
      const rx = findRx(body.rxId)
      if (rx.modifying) refuse(409, 'RX_MODIFYING')
      if (body.status === 'CANCELLED') {
        if (!['CREATED', 'SENT'].includes(rx.status)) refuse(409, 'RX_NOT_CHANGEABLE')
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
      } else if (rx.status !== 'READY') {
        refuse(409, 'RX_NOT_READY')
      }
      return toState(await updateRx(rx.rxId, (r) => (r.status = body.status)))
    },
  }),

  operation({
    operationId: 'sendRxToPharmacy',
    method: 'put',
    path: '/mobile/rx/updateRxStatus',
    base: 'rx',
    auth: false,
    body: z.SendRxToPharmacyBody,
    response: z.SendRxToPharmacyResponse,
    async resolve({ body }) {
      const rx = findRx(body.rxId)
      if (rx.modifying) refuse(409, 'RX_MODIFYING')
      if (!['CREATED', 'SENT'].includes(rx.status)) refuse(409, 'RX_ALREADY_SENT')
      const pharmacy = findPharmacy(body.pharmCode)
      if (pharmacy.acceptsErx === 'N') refuse(409, 'RX_NOT_ERX_PHARMACY')
      return toState(
        await updateRx(rx.rxId, (r) => {
          r.status = 'SENT'
          r.pharmCode = pharmacy.pharmCode
          r.pharmName = pharmacy.pharmName
          r.polls = 0
        }),
      )
    },
  }),

  operation({
    operationId: 'searchPharmacies',
    method: 'post',
    path: '/mobile/map/selectPharmList',
    base: 'rx',
    auth: false,
    body: z.SearchPharmaciesBody,
    response: z.SearchPharmaciesResponse,
    resolve({ body }) {
      const keyword = body.keyword?.trim() ?? ''
      return sandbox.db.pharmacies
        .all()
        .map((p) => toPharmacy(p, body))
        .filter((p) => (p.distanceMeters ?? 0) <= body.radiusMeters && (!keyword || p.pharmName.includes(keyword)))
        .sort((a, b) => (a.distanceMeters ?? 0) - (b.distanceMeters ?? 0))
    },
  }),

  operation({
    operationId: 'fetchPharmacyDetail',
    method: 'post',
    path: '/mobile/map/selectPharmDetail',
    base: 'rx',
    auth: false,
    body: z.FetchPharmacyDetailBody,
    response: z.FetchPharmacyDetailResponse,
    resolve: ({ body }) => findPharmacy(body.pharmCode),
  }),

  operation({
    operationId: 'addFavouritePharmacy',
    method: 'post',
    path: '/mobile/map/insertPharmListF',
    base: 'rx',
    auth: false,
    body: z.AddFavouritePharmacyBody,
    response: z.AddFavouritePharmacyResponse,
    async resolve({ body }) {
      const patient = findPatient(body.patientNo) ?? notFound()
      findPharmacy(body.pharmCode)
      const already = sandbox.db.favouritePharmacies.findFirst((q) =>
        q.where({ patient: { patientNo: body.patientNo }, pharmCode: body.pharmCode }),
      )
      if (!already) {
        await sandbox.db.favouritePharmacies.create({
          patient,
          pharmCode: body.pharmCode,
          addedAt: sandbox.clock.nowIso(),
        })
      }
      return favouritesOf(body.patientNo)
    },
  }),

  operation({
    operationId: 'removeFavouritePharmacy',
    method: 'post',
    path: '/mobile/map/deletePharmListF',
    base: 'rx',
    auth: false,
    body: z.RemoveFavouritePharmacyBody,
    response: z.RemoveFavouritePharmacyResponse,
    resolve({ body }) {
      const removed = sandbox.db.favouritePharmacies.delete((q) =>
        q.where({ patient: { patientNo: body.patientNo }, pharmCode: body.pharmCode }),
      )
      if (!removed) notFound()
      return favouritesOf(body.patientNo)
    },
  }),

  operation({
    operationId: 'listFavouritePharmacies',
    method: 'get',
    path: '/mobile/map/selectPharmListF',
    base: 'rx',
    auth: false,
    query: z.ListFavouritePharmaciesQueryParams,
    response: z.ListFavouritePharmaciesResponse,
    resolve: ({ query }) => favouritesOf(query.patientNo),
  }),

  operation({
    operationId: 'listRecentPharmacies',
    method: 'get',
    path: '/mobile/map/selectPharmListR',
    base: 'rx',
    auth: false,
    query: z.ListRecentPharmaciesQueryParams,
    response: z.ListRecentPharmaciesResponse,
    resolve({ query }) {
      const used = sandbox.db.rxOrders
        .findMany((q) => q.where({ patient: { patientNo: query.patientNo } }))
        .filter((rx) => rx.pharmCode)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
      const codes = [...new Set(used.map((rx) => rx.pharmCode as string))]
      return codes.map((code) => toPharmacy(findPharmacy(code)))
    },
  }),

  operation({
    operationId: 'listRxPayments',
    method: 'get',
    path: '/mobile/rx/selectRxPayList/{begin}/{offset}',
    base: 'rx',
    auth: false,
    params: z.ListRxPaymentsParams,
    query: z.ListRxPaymentsQueryParams,
    response: z.ListRxPaymentsResponse,
    resolve({ params, query }) {
      const all = sandbox.db.rxPayments
        .findMany((q) => q.where({ patient: { patientNo: query.patientNo } }))
        .sort((a, b) => b.paidAt.localeCompare(a.paidAt))
        .map(({ patient: _patient, ...p }) => p)
      return { items: all.slice(params.begin, params.begin + params.offset), totalCount: all.length }
    },
  }),
]
