import { describe, expect, it } from 'vitest'
import { listMessages } from '@/api/generated/account'
import { approveOrder, createPaymentHash } from '@/api/generated/common'
import { cancelKcpPayment } from '@/api/generated/hospital'
import { listTodayPrescriptions, submitPrescription } from '@/api/generated/outpatient'
import { fetchErxServiceTime, listErxPrescriptions } from '@/api/generated/prescription'
import {
  addFavouritePharmacy,
  changeRxStatus,
  createRx,
  fetchRxCost,
  fetchRxIntervalCost,
  fetchRxStatus,
  listFavouritePharmacies,
  listRecentPharmacies,
  listRxPayments,
  payRx,
  removeFavouritePharmacy,
  saveRxTraceNo,
  searchPharmacies,
  sendRxToPharmacy,
} from '@/api/generated/rx'
import { getApiConfig } from '@/api/http'
import { resolveUrl } from '@/api/http/api-config'
import { HOSPITAL } from '@/shared/config/hospital'
import { distanceMeters } from '@/shared/lib/geo'
import { sandbox } from '../../../mocks/runtime/sandbox'
import { approveAtCardPage } from '../../support/card-page'
import { failure } from '../../support/failure'
import { signInAs, withSandbox } from '../../support/use-sandbox'

withSandbox()

const PATIENT = '10234567'
/** Today's eye drops: made in the service this morning, no pharmacy yet. */
const EYE = { prscNo: 'PR202611230101', receptionId: 'R202611230102', rxId: 'RX202611230001' }
/** Last night's emergency room: being changed (until the demo's step), settled at the counter (car insurance). */
const ER = { prscNo: 'PR202611230007', receptionId: 'R202611230007' }

/** The demo's pharmacy step, through the control API (as the demo panel and the e2e test do). */
async function pharmacyStep() {
  const response = await fetch(resolveUrl(getApiConfig().mainBaseUrl, '/__demo/scenarios/pharmacy'), {
    method: 'POST',
  })
  return { status: response.status, body: (await response.json()) as { message?: string; reason?: string } }
}

/** The demo's step where the doctor finishes changing the prescription. */
const modifiedStep = () =>
  fetch(resolveUrl(getApiConfig().mainBaseUrl, '/__demo/scenarios/prescription-modified'), { method: 'POST' })

/** The card flow up to the approval, for a pharmacy charge: hash, the card page, the server's check. */
async function approve(rxId: string, amount: number, orderId = 'ORD20261123091500000001') {
  const { hash, siteCode } = await createPaymentHash({ orderId, patientNo: PATIENT, amount, provider: 'KCP', rxId })
  const card = await approveAtCardPage({ provider: 'KCP', orderId, amount, hash, siteCode })
  const approval = await approveOrder({ orderId, provider: 'KCP', amount, approvalNo: card.approvalNo, hash })
  return { orderId, approvalNo: approval.approvalNo, provider: 'KCP' as const, cardName: approval.cardName }
}

describe('sending an e-prescription to a pharmacy, paying and picking it up', () => {
  it('runs the whole flow as the app does', async () => {
    signInAs('outpatient')
    const today = await listTodayPrescriptions('2026-11-23')
    expect(today.map((p) => p.prscNo)).toEqual([EYE.prscNo, ER.prscNo])
    expect(today[0]).toMatchObject({ submitStatus: 'NOT_SENT', rxId: EYE.rxId })

    // The same prescription twice gives back the first.
    const rx = await createRx({ prscNo: EYE.prscNo, receptionId: EYE.receptionId })
    expect(rx).toMatchObject({ rxId: EYE.rxId, status: 'CREATED', payment: 'NOT_PRICED' })
    expect((await createRx({ ...EYE })).rxId).toBe(EYE.rxId)

    // Nearest first from the hospital; by area without a location.
    const nearby = await searchPharmacies({ ...HOSPITAL.location, radiusMeters: 500 })
    const meters = nearby.map((p) => distanceMeters(HOSPITAL.location, p))
    expect(meters).toEqual([...meters].sort((a, b) => a - b))
    expect(meters.every((m) => m <= 500)).toBe(true)
    const haengdang = await searchPharmacies({ keyword: '행당동' })
    expect(haengdang.length).toBeGreaterThan(3)
    expect(haengdang.every((p) => p.address.includes('행당동'))).toBe(true)
    const pharmacy = (await searchPharmacies({ keyword: '늘봄' }))[0]!
    expect(pharmacy).toMatchObject({ pharmCode: 'PH0004', pharmName: '행당늘봄약국', acceptsErx: 'Y' })

    const sent = await sendRxToPharmacy({ rxId: rx.rxId, pharmCode: pharmacy.pharmCode })
    expect(sent).toMatchObject({ status: 'SENT', pharmName: '행당늘봄약국', payment: 'NOT_PRICED' })
    const recorded = await submitPrescription({ ...EYE, pharmCode: pharmacy.pharmCode })
    expect(recorded).toMatchObject({ submitStatus: 'SENT', pharmName: '행당늘봄약국' })
    // Recording it again changes nothing.
    expect(await submitPrescription({ ...EYE, pharmCode: pharmacy.pharmCode })).toEqual(recorded)
    expect((await listMessages(1, 1)).items[0]).toMatchObject({ category: 'PRESCRIPTION' })

    // Before the pharmacy accepts: no order yet, nothing to pay.
    expect(await fetchRxCost({ rxId: rx.rxId })).toMatchObject({ isReady: 'N', amount: 0 })
    const early = await failure(saveRxTraceNo({ rxId: rx.rxId, traceNo: 'ORD20261123091500000001' }))
    expect(early).toMatchObject({ status: 409, code: 'NO_ORDER_YET', reason: '아직 약국의 주문 전입니다.' })

    // The pharmacy accepts and prices it (1,500 + 1,400 for one medicine).
    expect((await pharmacyStep()).status).toBe(200)
    expect(await fetchRxStatus({ rxId: rx.rxId })).toMatchObject({ status: 'ACCEPTED', payment: 'DUE' })
    expect(await fetchRxCost({ rxId: rx.rxId })).toMatchObject({ isReady: 'Y', amount: 2900, paid: 'N' })

    // Paid with the card flow's approval: trace number, then the payment.
    const approval = await approve(rx.rxId, 2900)
    await saveRxTraceNo({ rxId: rx.rxId, traceNo: approval.orderId })
    const paid = await payRx({ rxId: rx.rxId, amount: 2900, ...approval })
    expect(paid).toMatchObject({ amount: 2900, status: 'PAID', pharmName: '행당늘봄약국', prscNo: EYE.prscNo })
    // The same order again (an answer that never came): the same payment, nothing charged twice.
    expect(await payRx({ rxId: rx.rxId, amount: 2900, ...approval })).toEqual(paid)
    // Another order for a charge already paid is refused.
    const second = await approve(rx.rxId, 2900, 'ORD20261123091500000002')
    expect(await failure(payRx({ rxId: rx.rxId, amount: 2900, ...second }))).toMatchObject({
      status: 409,
      code: 'RX_ALREADY_PAID',
    })
    expect(await fetchRxStatus({ rxId: rx.rxId })).toMatchObject({ payment: 'PAID', traceNo: approval.orderId })

    // Not ready yet: cannot be received; the pharmacy dispenses and finishes.
    expect(await failure(changeRxStatus({ rxId: rx.rxId, status: 'COMPLETED' }))).toMatchObject({
      code: 'RX_NOT_READY',
    })
    await pharmacyStep()
    await pharmacyStep()
    expect((await fetchRxStatus({ rxId: rx.rxId })).status).toBe('READY')
    const done = await changeRxStatus({ rxId: rx.rxId, status: 'COMPLETED' })
    expect(done.history.map((h) => h.status)).toEqual([
      'CREATED',
      'SENT',
      'ACCEPTED',
      'PREPARING',
      'READY',
      'COMPLETED',
    ])

    // The payment is in the history; the pharmacy is the most recent one used.
    const history = await listRxPayments(0, 20)
    expect(history.totalCount).toBe(3)
    expect(history.items[0]).toMatchObject({ paymentId: paid.paymentId, amount: 2900, status: 'PAID' })
    const year = await fetchRxIntervalCost({ startDate: '2026-01-01', endDate: '2026-12-31' })
    expect(year).toEqual({ patientNo: PATIENT, totalAmount: 6300 + 4200 + 2900, count: 3 })
    expect((await listRecentPharmacies())[0]?.pharmCode).toBe('PH0004')
    expect((await listErxPrescriptions()).find((p) => p.prscNo === EYE.prscNo)).toMatchObject({
      pharmCode: 'PH0004',
      pharmName: '행당늘봄약국',
    })
    // Nothing left at a pharmacy of hers; 이순례's goes on. Then nothing at all: the step says so.
    await pharmacyStep()
    await pharmacyStep()
    expect(await pharmacyStep()).toMatchObject({
      status: 409,
      body: { reason: '약국에서 진행 중인 처방전이 없습니다.' },
    })
  })

  it('refuses a prescription the doctor is changing (409), until the change is done', async () => {
    signInAs('outpatient')
    const modifying = await failure(createRx({ ...ER }))
    expect(modifying).toMatchObject({
      status: 409,
      code: 'RX_MODIFYING',
      reason: '처방전을 수정하고 있습니다. 잠시 후 다시 시도해 주세요.',
    })
    expect((await modifiedStep()).status).toBe(200)
    expect(await createRx({ ...ER })).toMatchObject({ status: 'CREATED' })
  })

  it('settles a car-insurance prescription at the counter: never paid in the app, received all the same', async () => {
    signInAs('outpatient')
    await modifiedStep()
    const rx = await createRx({ ...ER })
    await sendRxToPharmacy({ rxId: rx.rxId, pharmCode: 'PH0002' })
    await pharmacyStep()
    expect(await fetchRxCost({ rxId: rx.rxId })).toMatchObject({ isReady: 'Y', amount: 4300, counterOnly: 'Y' })
    expect((await fetchRxStatus({ rxId: rx.rxId })).payment).toBe('AT_COUNTER')
    const counter = await failure(payRx({ rxId: rx.rxId, amount: 4300, ...(await approve(rx.rxId, 4300)) }))
    expect(counter).toMatchObject({ status: 409, code: 'COUNTER_ONLY', reason: '원무 창구에서만 수납할 수 있습니다.' })
    await pharmacyStep()
    await pharmacyStep()
    expect((await changeRxStatus({ rxId: rx.rxId, status: 'COMPLETED' })).status).toBe('COMPLETED')
  })

  it('refuses sending an expired prescription, outside the service hours, or to a pharmacy without e-prescriptions', async () => {
    signInAs('outpatient')
    const noErx = await failure(sendRxToPharmacy({ rxId: EYE.rxId, pharmCode: 'PH0005' }))
    expect(noErx).toMatchObject({ status: 409, code: 'RX_NOT_ERX_PHARMACY' })

    sandbox.clock.set('2026-11-23T21:00:00+09:00')
    expect((await fetchErxServiceTime()).isOpen).toBe('N')
    expect(await failure(sendRxToPharmacy({ rxId: EYE.rxId, pharmCode: 'PH0001' }))).toMatchObject({
      code: 'RX_OUTSIDE_HOURS',
    })

    // Valid on the 23rd, 24th and 25th.
    sandbox.clock.set('2026-11-26T09:00:00+09:00')
    expect((await listErxPrescriptions()).find((p) => p.prscNo === EYE.prscNo)?.validUntil).toBe('2026-11-25')
    expect(await failure(sendRxToPharmacy({ rxId: EYE.rxId, pharmCode: 'PH0001' }))).toMatchObject({
      code: 'RX_EXPIRED',
    })
  })

  it('cancels only before the pharmacy accepts; a cancelled one is made anew and sent again', async () => {
    signInAs('outpatient')
    expect(await failure(changeRxStatus({ rxId: EYE.rxId, status: 'CANCELLED' }))).toMatchObject({
      code: 'RX_NOT_SENT',
    })
    await sendRxToPharmacy({ rxId: EYE.rxId, pharmCode: 'PH0002' })
    await submitPrescription({ ...EYE, pharmCode: 'PH0002' })
    expect(await failure(sendRxToPharmacy({ rxId: EYE.rxId, pharmCode: 'PH0001' }))).toMatchObject({
      code: 'RX_ALREADY_SENT',
    })
    expect((await changeRxStatus({ rxId: EYE.rxId, status: 'CANCELLED' })).status).toBe('CANCELLED')
    expect((await listTodayPrescriptions('2026-11-23'))[0]).toMatchObject({ submitStatus: 'NOT_SENT' })
    expect((await listTodayPrescriptions('2026-11-23'))[0]?.rxId).toBeUndefined()
    expect(await failure(sendRxToPharmacy({ rxId: EYE.rxId, pharmCode: 'PH0001' }))).toMatchObject({
      code: 'RX_CANCELLED',
    })
    expect(await failure(submitPrescription({ ...EYE, pharmCode: 'PH0002' }))).toMatchObject({ code: 'RX_NOT_SENT' })

    const again = await createRx({ ...EYE })
    expect(again.rxId).not.toBe(EYE.rxId)
    await sendRxToPharmacy({ rxId: again.rxId, pharmCode: 'PH0001' })
    await pharmacyStep()
    expect(await failure(changeRxStatus({ rxId: again.rxId, status: 'CANCELLED' }))).toMatchObject({
      code: 'RX_NOT_CHANGEABLE',
    })
  })

  it('refuses a payment that does not match the charge, and receiving before paying', async () => {
    signInAs('outpatient')
    await sendRxToPharmacy({ rxId: EYE.rxId, pharmCode: 'PH0001' })
    await pharmacyStep()
    // 2,900원 due. An order for less (the charge went up since) or for more is refused.
    const less = await approve(EYE.rxId, 2000, 'ORD20261123091500000011')
    expect(await failure(payRx({ rxId: EYE.rxId, amount: 0, ...less }))).toMatchObject({
      status: 400,
      code: 'AMOUNT_ZERO',
    })
    expect(await failure(payRx({ rxId: EYE.rxId, amount: 2000, ...less }))).toMatchObject({
      status: 409,
      code: 'ADDITIONAL_CHARGE',
      reason: '추가 비용이 발생했습니다. 원무과로 문의해 주세요.',
    })
    const more = await approve(EYE.rxId, 3500, 'ORD20261123091500000012')
    expect(await failure(payRx({ rxId: EYE.rxId, amount: 3500, ...more }))).toMatchObject({
      status: 409,
      code: 'AMOUNT_EXCEEDS_DUE',
    })
    // An approval number the hospital never confirmed, or an amount other than the order's.
    const due = await approve(EYE.rxId, 2900, 'ORD20261123091500000013')
    expect(await failure(payRx({ rxId: EYE.rxId, amount: 2900, ...due, approvalNo: '30099999' }))).toMatchObject({
      status: 409,
      code: 'ORDER_NOT_APPROVED',
    })
    expect(await failure(changeRxStatus({ rxId: EYE.rxId, status: 'COMPLETED' }))).toMatchObject({
      code: 'RX_NOT_READY',
    })
    await pharmacyStep()
    await pharmacyStep()
    expect(await failure(changeRxStatus({ rxId: EYE.rxId, status: 'COMPLETED' }))).toMatchObject({
      code: 'RX_NOT_PAID',
    })
  })

  it("knows the patient by its own token: another patient's prescription does not exist, no token is refused", async () => {
    signInAs('outpatient')
    // 이순례's prescription (accepted, 8,500원 due) is not 이서연's.
    const other = 'RX202611230002'
    expect(await failure(fetchRxStatus({ rxId: other }))).toMatchObject({ status: 404 })
    expect(await failure(changeRxStatus({ rxId: other, status: 'CANCELLED' }))).toMatchObject({ status: 404 })
    expect(await failure(fetchRxCost({ rxId: other }))).toMatchObject({ status: 404 })
    // Without the e-prescription token, and with the hospital's token instead of it.
    const url = resolveUrl(getApiConfig().rxBaseUrl, '/mobile/rx/selectRxStatus')
    const ask = (headers: Record<string, string>) =>
      fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ rxId: EYE.rxId }),
      })
    expect((await ask({})).status).toBe(401)
    expect((await ask({ Authorization: 'Bearer sandbox-token-U1001' })).status).toBe(403)
  })

  it('never undoes a posted pharmacy payment from the app: the card cancel is refused', async () => {
    signInAs('outpatient')
    await sendRxToPharmacy({ rxId: EYE.rxId, pharmCode: 'PH0001' })
    await pharmacyStep()
    const approval = await approve(EYE.rxId, 2900)
    const paid = await payRx({ rxId: EYE.rxId, amount: 2900, ...approval })
    const cancel = cancelKcpPayment({
      orderId: approval.orderId,
      approvalNo: approval.approvalNo,
      approvalDate: '2026-11-23',
      amount: 2900,
      reason: '병원 수납 반영 실패',
    })
    expect(await failure(cancel)).toMatchObject({ status: 409, code: 'ORDER_POSTED' })
    expect((await fetchRxStatus({ rxId: EYE.rxId })).payment).toBe('PAID')
    const history = await listRxPayments(0, 20)
    expect(history.items.find((p) => p.paymentId === paid.paymentId)?.status).toBe('PAID')
  })

  it('finds pharmacies by location or by name and area, and asks for one of them', async () => {
    signInAs('outpatient')
    const missing = await failure(searchPharmacies({}))
    expect(missing).toMatchObject({ status: 400, code: 'LOCATION_OR_KEYWORD' })
    const byName = await searchPharmacies({ keyword: '온누리' })
    expect(byName.map((p) => p.pharmName)).toEqual(['새봄온누리약국', '왕십리온누리약국'])
    const all = await searchPharmacies({ ...HOSPITAL.location, radiusMeters: 5000 })
    expect(all.some((p) => p.acceptsErx === 'N')).toBe(true)
    expect(all.every((p) => p.openingHours.length === 7)).toBe(true)
  })

  it('keeps favourite pharmacies', async () => {
    signInAs('outpatient')
    const added = await addFavouritePharmacy({ pharmCode: 'PH0005' })
    expect(added.map((p) => p.pharmCode)).toEqual(['PH0002', 'PH0001', 'PH0005'])
    // Adding twice keeps one.
    expect(await addFavouritePharmacy({ pharmCode: 'PH0005' })).toHaveLength(3)
    await removeFavouritePharmacy({ pharmCode: 'PH0001' })
    expect((await listFavouritePharmacies()).map((p) => p.pharmCode)).toEqual(['PH0002', 'PH0005'])
    expect(await failure(removeFavouritePharmacy({ pharmCode: 'PH0001' }))).toMatchObject({
      status: 404,
    })
  })
})
