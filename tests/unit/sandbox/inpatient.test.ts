/**
 * 박영수's stay as the sandbox's server keeps it: the inpatient status the guard asks for, the
 * stay's schedule with its rounds, the surgery moving along, and the interim bill paid once
 * through the card flow (and put back when the card provider's payment is cancelled).
 */
import { describe, expect, it } from 'vitest'
import { approveOrder, createPaymentHash, fetchTodaySchedule, listFinishedSchedules } from '@/api/generated/common'
import { cancelKcpPayment } from '@/api/generated/hospital'
import {
  fetchInpatientStatus,
  fetchInterimBill,
  fetchInpatientPayment,
  fetchInpatientSchedule,
  listInpatientPayments,
  listSurgeryStates,
  payInterimBill,
} from '@/api/generated/inpatient'
import { getApiConfig } from '@/api/http'
import { resolveUrl } from '@/api/http/api-config'
import { sandbox } from '../../../mocks/runtime/sandbox'
import { approveAtCardPage } from '../../support/card-page'
import { failure } from '../../support/failure'
import { signInAs, withSandbox } from '../../support/use-sandbox'

withSandbox()

const STAY = 'R202611200301'
const DUE = 349600

/** The card flow as the app runs it for the interim bill: hash, approval, posting. */
/** Hash, the card page's approval and the hospital's check of it: the approval number. */
async function approveByCard(orderId: string, amount = DUE): Promise<string> {
  const { hash, siteCode } = await createPaymentHash({ orderId, patientNo: '10345678', amount, provider: 'KCP' })
  const card = await approveAtCardPage({ provider: 'KCP', orderId, amount, hash, siteCode })
  return (await approveOrder({ orderId, provider: 'KCP', amount, approvalNo: card.approvalNo, hash })).approvalNo
}

async function payByCard(orderId: string, amount = DUE) {
  const approvalNo = await approveByCard(orderId, amount)
  return payInterimBill({ receptionId: STAY, amount, provider: 'KCP', orderId, approvalNo })
}

const advanceSurgery = async () => {
  const response = await fetch(resolveUrl(getApiConfig().mainBaseUrl, '/__demo/scenarios/surgery'), {
    method: 'POST',
  })
  return { status: response.status, body: (await response.json()) as { state?: string; reason?: string } }
}

describe('the inpatient status (route guard rule 4)', () => {
  it('is Y for 박영수, in hospital since Friday, and N for everyone not in a bed', async () => {
    signInAs('inpatient')
    expect(await fetchInpatientStatus()).toMatchObject({
      isStatusIn: 'Y',
      status: 'IN_HOSPITAL',
      admissionDate: '2026-11-20',
      ward: '본관 7병동',
      room: '712',
    })
    for (const persona of ['outpatient', 'checkup', 'family'] as const) {
      signInAs(persona)
      expect((await fetchInpatientStatus()).isStatusIn).toBe('N')
    }
  })

  it('stays Y while discharge is being prepared, and is N once discharged', async () => {
    signInAs('inpatient')
    const setStatus = (status: 'PROVISIONAL_DISCHARGE' | 'DISCHARGED') =>
      sandbox.db.stays.update((q) => q.where({ receptionId: STAY }), {
        data(stay) {
          stay.status = status
        },
      })
    await setStatus('PROVISIONAL_DISCHARGE')
    expect(await fetchInpatientStatus()).toMatchObject({ isStatusIn: 'Y', status: 'PROVISIONAL_DISCHARGE' })
    await setStatus('DISCHARGED')
    expect(await fetchInpatientStatus()).toEqual({ isStatusIn: 'N' })
  })
})

describe('the stay schedule', () => {
  it('runs from admission to discharge in time order, with the rounds in it', async () => {
    signInAs('inpatient')
    const schedule = await fetchInpatientSchedule()
    expect(schedule[0]).toMatchObject({ category: 'ADMISSION', scheduleDate: '2026-11-20', scheduleTime: '10:00' })
    expect(schedule.at(-1)).toMatchObject({ category: 'DISCHARGE', scheduleDate: '2026-11-27' })
    const keys = schedule.map((item) => `${item.scheduleDate} ${item.scheduleTime}`)
    expect(keys).toEqual([...keys].sort())
    const today = schedule.filter((item) => item.scheduleDate === '2026-11-23')
    expect(today.map((item) => [item.scheduleTime, item.category])).toEqual([
      ['06:30', 'TEST'],
      ['07:30', 'ROUND'],
      ['12:30', 'PROCEDURE'],
      ['13:00', 'SURGERY'],
      ['17:00', 'ROUND'],
    ])
    expect(today[1]).toMatchObject({ doctorName: '오태석', location: '712호 병실' })
  })

  it('puts the day of surgery on the home schedule: still to come, and already done', async () => {
    signInAs('inpatient')
    expect((await fetchTodaySchedule()).map((item) => [item.scheduleTime, item.scheduleType, item.title])).toEqual([
      ['12:30', 'INPATIENT', '수술실로 이동'],
      ['13:00', 'SURGERY', '복강경 담낭절제술'],
    ])
    expect((await listFinishedSchedules()).map((item) => item.title)).toEqual(['수술 전 혈액검사'])
  })
})

describe('the surgery, moved along from the demo panel or the control API', () => {
  it('goes waiting → in surgery → recovering → left the room, each at its time, then stops', async () => {
    signInAs('inpatient')
    const surgery = async () => (await listSurgeryStates()).find((s) => s.state !== 'CANCELLED')
    expect(await surgery()).toMatchObject({ state: 'WAITING', updatedAt: '2026-11-22T16:40:00+09:00' })

    const first = await advanceSurgery()
    expect(first.status).toBe(200)
    expect(first.body.state).toContain('수술중')
    // Booked for 13:00: it starts at 13:10, and the world's clock moves on to then.
    expect(await surgery()).toMatchObject({ state: 'IN_SURGERY', updatedAt: '2026-11-23T13:10:00+09:00' })
    expect(sandbox.clock.nowIso()).toBe('2026-11-23T13:10:00+09:00')

    await advanceSurgery()
    expect(await surgery()).toMatchObject({ state: 'RECOVERING', updatedAt: '2026-11-23T14:40:00+09:00' })
    await advanceSurgery()
    const done = await surgery()
    expect(done).toMatchObject({ state: 'LEFT_ROOM', updatedAt: '2026-11-23T15:40:00+09:00' })
    expect(done?.history?.map((step) => step.state)).toEqual(['WAITING', 'IN_SURGERY', 'RECOVERING', 'LEFT_ROOM'])

    expect(await advanceSurgery()).toMatchObject({ status: 409 })
  })

  it('never moves the clock back: a later clock is the time of the change', async () => {
    sandbox.clock.set('2026-11-23T16:00:00+09:00')
    await advanceSurgery()
    signInAs('inpatient')
    expect((await listSurgeryStates())[1]).toMatchObject({
      state: 'IN_SURGERY',
      updatedAt: '2026-11-23T16:00:00+09:00',
    })
  })
})

describe('the interim bill', () => {
  it('is paid once, by card, for what is due; the history and the receipt show it', async () => {
    signInAs('inpatient')
    expect(await fetchInterimBill()).toMatchObject({ amountDue: DUE, paidAmount: 0, patientAmount: DUE })

    const result = await payByCard('ORD-IN-0001')
    expect(result).toMatchObject({ amount: DUE, status: 'PAID' })
    expect(await fetchInterimBill()).toMatchObject({ amountDue: 0, paidAmount: DUE })

    const history = await listInpatientPayments('2026-11-01', '2026-11-23')
    expect(history).toEqual([
      expect.objectContaining({ paymentId: result.paymentId, amount: DUE, method: 'CARD', status: 'PAID' }),
    ])
    const receipt = await fetchInpatientPayment(result.paymentId)
    expect(receipt.lines.map((line) => line.itemName)).toEqual([
      '입원료',
      '식대',
      '검사료',
      '영상진단료',
      '투약 및 주사료',
    ])

    // A second payment of the same bill is refused before the card is charged.
    const again = await failure(
      createPaymentHash({ orderId: 'ORD-IN-0002', patientNo: '10345678', amount: DUE, provider: 'KCP' }),
    )
    expect(again).toMatchObject({ status: 409, code: 'AMOUNT_EXCEEDS_DUE' })
  })

  it('refuses a posting twice for the same approval, and a second approved payment of a paid bill', async () => {
    signInAs('inpatient')
    // Two card payments approved before either is posted (two phones, or a tap that got through).
    const first = await approveByCard('ORD-IN-0003')
    const second = await approveByCard('ORD-IN-0013')
    const post = (orderId: string, approvalNo: string) =>
      payInterimBill({ receptionId: STAY, amount: DUE, provider: 'KCP', orderId, approvalNo })
    const paid = await post('ORD-IN-0003', first)
    // The same order again (an answer that never came): the same payment, not a second one.
    expect(await post('ORD-IN-0003', first)).toEqual(paid)
    expect(await failure(post('ORD-IN-0013', second))).toMatchObject({
      status: 409,
      code: 'ALREADY_PAID',
      reason: '이미 수납된 진료비입니다.',
    })
    expect(await listInpatientPayments('2026-11-23', '2026-11-23')).toHaveLength(1)
  })

  it('refuses an amount other than what is due, and a posting without its approval', async () => {
    signInAs('inpatient')
    const approvalNo = await approveByCard('ORD-IN-0004', 1000)
    const partial = await failure(
      payInterimBill({ receptionId: STAY, amount: 1000, provider: 'KCP', orderId: 'ORD-IN-0004', approvalNo }),
    )
    expect(partial).toMatchObject({
      status: 409,
      code: 'AMOUNT_MISMATCH',
      reason: '결제 금액이 청구 금액과 다릅니다. 다시 조회해 주세요.',
    })

    const unapproved = await failure(
      payInterimBill({ receptionId: STAY, amount: DUE, provider: 'KCP', orderId: 'ORD-NONE', approvalNo: '30091236' }),
    )
    // An order nobody made is nobody's: the same answer as someone else's.
    expect(unapproved).toMatchObject({ status: 404, code: 'NOT_FOUND' })
    expect(await fetchInterimBill()).toMatchObject({ amountDue: DUE })
  })

  it('refuses someone not in hospital, and another stay', async () => {
    signInAs('inpatient')
    const other = await failure(
      payInterimBill({
        receptionId: 'R202608100412',
        amount: DUE,
        provider: 'KCP',
        orderId: 'ORD-X',
        approvalNo: '30091237',
      }),
    )
    expect(other).toMatchObject({ status: 404, code: 'NOT_FOUND' })
    signInAs('outpatient')
    const outpatient = await failure(
      payInterimBill({ receptionId: STAY, amount: DUE, provider: 'KCP', orderId: 'ORD-Y', approvalNo: '30091238' }),
    )
    // Someone else's stay is not theirs to name: the same answer as a stay that does not exist.
    expect(outpatient).toMatchObject({ status: 404, code: 'NOT_FOUND' })
    // Not in hospital themselves: the interim bill says so.
    expect(await failure(fetchInterimBill())).toMatchObject({
      status: 404,
      code: 'NOT_INPATIENT',
      reason: '입원 중인 환자만 이용할 수 있는 서비스입니다.',
    })
  })

  it('stays paid: a posted payment is not cancelled from the app (refunds are at the desk)', async () => {
    signInAs('inpatient')
    const approvalNo = await approveByCard('ORD-IN-0005')
    const result = await payInterimBill({
      receptionId: STAY,
      amount: DUE,
      provider: 'KCP',
      orderId: 'ORD-IN-0005',
      approvalNo,
    })
    const cancel = cancelKcpPayment({
      orderId: 'ORD-IN-0005',
      approvalNo,
      approvalDate: '2026-11-23',
      amount: DUE,
      reason: '고객 요청',
    })
    expect(await failure(cancel)).toMatchObject({ status: 409, code: 'ORDER_POSTED' })
    expect(await fetchInterimBill()).toMatchObject({ amountDue: 0, paidAmount: DUE })
    expect((await fetchInpatientPayment(result.paymentId)).status).toBe('PAID')
  })
})
