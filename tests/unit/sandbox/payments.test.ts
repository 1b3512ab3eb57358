import { describe, expect, it } from 'vitest'
import {
  approveOrder,
  cancelHipassPayment,
  createPaymentHash,
  fetchOrderStatus,
  fetchPaymentSummary,
  fetchUbPayStatus,
  payByHipass,
  requestUbPay,
} from '@/api/generated/common'
import { fetchPatientSummary } from '@/api/generated/account'
import { cancelKcpPayment } from '@/api/generated/hospital'
import {
  fetchOutpatientPayment,
  listOutpatientPayments,
  listPayableBills,
  updatePaymentInfo,
} from '@/api/generated/outpatient'
import { tokenStore } from '@/shared/storage/token-store'
import { sandbox } from '../../../mocks/runtime/sandbox'
import { approveAtCardPage } from '../../support/card-page'
import { failure } from '../../support/failure'
import { signInAs, withSandbox } from '../../support/use-sandbox'

withSandbox()

/** The card flow up to the hospital's check: hash, the card page's approval, approveOrder. */
async function approveByCard(patientNo: string, amount: number, orderId: string) {
  const { hash, siteCode } = await createPaymentHash({ orderId, patientNo, amount, provider: 'KCP' })
  const card = await approveAtCardPage({ provider: 'KCP', orderId, amount, hash, siteCode })
  return approveOrder({ orderId, provider: 'KCP', amount, approvalNo: card.approvalNo, hash })
}

/** The card flow as the app runs it: hash, the card provider's approval, posting to the hospital. */
async function payByCard(patientNo: string, billIds: string[], amount: number, orderId: string) {
  const approval = await approveByCard(patientNo, amount, orderId)
  const { approvalNo } = approval
  return {
    approval,
    result: await updatePaymentInfo({ patientNo, billIds, amount, provider: 'KCP', orderId, approvalNo }),
  }
}

describe('paying what is due', () => {
  it('marks exactly the paid bills as paid, and the payment appears in the history', async () => {
    signInAs('outpatient')
    const before = await listPayableBills('2026-11-23')
    expect(before.totalDue).toBe(51100)
    expect(before.bills.map((b) => b.billId)).toEqual(['B202611090102', 'B202611230101'])

    const { result } = await payByCard('10234567', ['B202611230101'], 18400, 'ORD-T-0001')
    expect(result).toMatchObject({ amount: 18400, status: 'PAID' })

    const after = await listPayableBills('2026-11-23')
    expect(after.bills.map((b) => b.billId)).toEqual(['B202611090102'])
    expect(after.totalDue).toBe(32700)
    expect((await fetchPaymentSummary()).totalDue).toBe(32700)
    const history = await listOutpatientPayments('2026-11-01', '2026-11-23')
    expect(history[0]).toMatchObject({ paymentId: result.paymentId, amount: 18400, method: 'CARD', status: 'PAID' })
  })

  it('two bills paid at once: one payment listed under both, a receipt line for each, and sums that add up', async () => {
    signInAs('outpatient')
    const { result } = await payByCard('10234567', ['B202611090102', 'B202611230101'], 51100, 'ORD-T-0002')
    const [listed] = await listOutpatientPayments('2026-11-23', '2026-11-23')
    expect(listed).toMatchObject({ paymentId: result.paymentId, departmentName: '순환기내과 외 1건', amount: 51100 })
    expect(listed?.doctorName).toBeUndefined()
    const receipt = await fetchOutpatientPayment(result.paymentId)
    expect(receipt.lines.map((line) => [line.itemName, line.patientAmount])).toEqual([
      ['11.09 순환기내과 진료비', 32700],
      ['11.23 안과 진료비', 18400],
    ])
    const sum = (pick: (line: (typeof receipt.lines)[number]) => number) =>
      receipt.lines.reduce((total, line) => total + pick(line), 0)
    expect(sum((line) => line.patientAmount)).toBe(receipt.amount)
    expect(sum((line) => line.insuredAmount + line.uninsuredAmount)).toBe(receipt.totalAmount)
    expect(receipt.totalAmount - receipt.amount).toBe(receipt.insurerAmount)
  })

  it('refuses 0 won and more than is due, before the card is charged', async () => {
    signInAs('outpatient')
    const zero = await failure(
      createPaymentHash({ orderId: 'ORD-T-0002', patientNo: '10234567', amount: 0, provider: 'KCP' }),
    )
    expect(zero).toMatchObject({
      status: 400,
      code: 'AMOUNT_ZERO',
      reason: '결제 금액이 0원입니다. 다시 확인해 주세요.',
    })
    const over = await failure(
      createPaymentHash({ orderId: 'ORD-T-0003', patientNo: '10234567', amount: 60000, provider: 'KCP' }),
    )
    expect(over).toMatchObject({ status: 409, code: 'AMOUNT_EXCEEDS_DUE' })
  })

  it('cancels an approval that was not posted, and never a posted one (refunds are at the desk)', async () => {
    signInAs('outpatient')
    const approved = await approveByCard('10234567', 18400, 'ORD-T-0004')
    const cancel = (orderId: string, approvalNo: string) =>
      cancelKcpPayment({ orderId, approvalNo, approvalDate: '2026-11-23', amount: 18400 })
    expect(await cancel('ORD-T-0004', approved.approvalNo)).toMatchObject({ cancelled: 'Y' })
    expect(await fetchOrderStatus('ORD-T-0004')).toMatchObject({ status: 'CANCELLED' })
    expect(await failure(cancel('ORD-T-0004', approved.approvalNo))).toMatchObject({ code: 'ALREADY_CANCELLED' })
    // Posted: the app cannot take it back, and the bill stays paid.
    const { approval, result } = await payByCard('10234567', ['B202611230101'], 18400, 'ORD-T-0006')
    expect(await failure(cancel('ORD-T-0006', approval.approvalNo))).toMatchObject({
      status: 409,
      code: 'ORDER_POSTED',
    })
    const history = await listOutpatientPayments('2026-11-23', '2026-11-23')
    expect(history.find((p) => p.paymentId === result.paymentId)?.status).toBe('PAID')
  })

  it("cancels only with the payer's own session: no token, another account's order", async () => {
    signInAs('outpatient')
    const approved = await approveByCard('10234567', 18400, 'ORD-T-0007')
    const request = {
      orderId: 'ORD-T-0007',
      approvalNo: approved.approvalNo,
      approvalDate: '2026-11-23',
      amount: 18400,
    }
    signInAs('inpatient')
    expect(await failure(cancelKcpPayment(request))).toMatchObject({ status: 404 })
    expect(await failure(fetchOrderStatus('ORD-T-0007'))).toMatchObject({ status: 404 })
    tokenStore.clear()
    expect(await failure(cancelKcpPayment(request))).toMatchObject({ status: 401 })
    signInAs('outpatient')
    expect(await fetchOrderStatus('ORD-T-0007')).toMatchObject({ status: 'APPROVED', approvalNo: approved.approvalNo })
  })

  it('confirms an approval with the card processor, not with what the phone says', async () => {
    signInAs('outpatient')
    const { hash, siteCode } = await createPaymentHash({
      orderId: 'ORD-T-0008',
      patientNo: '10234567',
      amount: 18400,
      provider: 'KCP',
    })
    const claim = { orderId: 'ORD-T-0008', provider: 'KCP' as const, amount: 18400, approvalNo: '30000001', hash }
    // No card page approved it: an approval number from the phone alone is nothing.
    expect(await failure(approveOrder(claim))).toMatchObject({ status: 409, code: 'ORDER_NOT_APPROVED' })
    expect(await fetchOrderStatus('ORD-T-0008')).toMatchObject({ status: 'HASHED' })
    // The processor approved another amount than ordered (a page tampered with): refused.
    await sandbox.db.cardApprovals.create({
      orderId: 'ORD-T-0008',
      provider: 'KCP',
      siteCode,
      amount: 100,
      approvalNo: '30000001',
      approvedAt: '2026-11-23T09:00:00+09:00',
      cardName: '신한카드',
      status: 'APPROVED',
    })
    expect(await failure(approveOrder(claim))).toMatchObject({ status: 409, code: 'APPROVAL_MISMATCH' })
    // The card page refuses a hash the hospital did not make for this amount.
    await expect(
      approveAtCardPage({ provider: 'KCP', orderId: 'ORD-T-0009', amount: 100, hash, siteCode }),
    ).rejects.toThrow()
  })

  it('finishes an order the phone lost track of: the status says approved, posting it once works, twice changes nothing', async () => {
    signInAs('outpatient')
    const { hash, siteCode } = await createPaymentHash({
      orderId: 'ORD-T-0010',
      patientNo: '10234567',
      amount: 18400,
      provider: 'KCP',
    })
    const card = await approveAtCardPage({ provider: 'KCP', orderId: 'ORD-T-0010', amount: 18400, hash, siteCode })
    // The app was closed before it asked the hospital: the status asks the processor itself.
    expect(await fetchOrderStatus('ORD-T-0010')).toMatchObject({ status: 'APPROVED', approvalNo: card.approvalNo })
    const posting = {
      patientNo: '10234567',
      billIds: ['B202611230101'],
      amount: 18400,
      provider: 'KCP' as const,
      orderId: 'ORD-T-0010',
      approvalNo: card.approvalNo,
    }
    const first = await updatePaymentInfo(posting)
    expect(await updatePaymentInfo(posting)).toEqual(first)
    expect(await fetchOrderStatus('ORD-T-0010')).toMatchObject({ status: 'POSTED', paymentId: first.paymentId })
    expect(
      (await listOutpatientPayments('2026-11-23', '2026-11-23')).filter((p) => p.paymentId === first.paymentId),
    ).toHaveLength(1)
    // An order nobody approved closes after 30 minutes.
    await createPaymentHash({ orderId: 'ORD-T-0011', patientNo: '10234567', amount: 32700, provider: 'KCP' })
    sandbox.clock.advance(31)
    expect(await fetchOrderStatus('ORD-T-0011')).toMatchObject({ status: 'CANCELLED' })
  })

  it('refuses to post a payment the card provider did not approve', async () => {
    signInAs('outpatient')
    await createPaymentHash({ orderId: 'ORD-T-0005', patientNo: '10234567', amount: 18400, provider: 'KCP' })
    const error = await failure(
      updatePaymentInfo({
        patientNo: '10234567',
        billIds: ['B202611230101'],
        amount: 18400,
        provider: 'KCP',
        orderId: 'ORD-T-0005',
        approvalNo: '30000005',
      }),
    )
    expect(error).toMatchObject({ status: 409, code: 'ORDER_NOT_APPROVED' })
    expect((await listPayableBills('2026-11-23')).totalDue).toBe(51100)
  })

  it("pays another patient's bill (proxy payment), with their name half hidden and nothing of the care", async () => {
    signInAs('outpatient')
    // Not before the payer has confirmed the patient with their birth date: as if there were no such patient.
    expect(await failure(listPayableBills('2026-11-23', { patientNo: '10789012' }))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    })
    expect(await failure(fetchPatientSummary('10789012', { 'X-Patient-Birth-Date': '19790212' }))).toMatchObject({
      status: 404,
      code: 'PROXY_PATIENT_NOT_FOUND',
    })
    expect(await fetchPatientSummary('10789012', { 'X-Patient-Birth-Date': '19790211' })).toEqual({
      patientNo: '10789012',
      maskedName: '장*호',
    })
    const other = await listPayableBills('2026-11-23', { patientNo: '10789012' })
    expect(other.patientName).toBe('장*호')
    expect(other.totalDue).toBe(27300)
    expect(other.bills.find((b) => b.billId === 'B202611200102')).toMatchObject({ counterOnly: 'Y' })
    // What paying needs; no reception, department or doctor.
    for (const bill of other.bills) {
      expect(Object.keys(bill).sort()).toEqual(['additionalCharge', 'amountDue', 'billId', 'counterOnly', 'visitDate'])
    }

    const counter = await failure(payByCard('10789012', ['B202611200102'], 154000, 'ORD-T-0006'))
    expect(counter.status).toBe(409)

    await payByCard('10789012', ['B202611200101'], 27300, 'ORD-T-0007')
    expect((await listPayableBills('2026-11-23', { patientNo: '10789012' })).totalDue).toBe(0)
    const history = await listOutpatientPayments('2026-11-23', '2026-11-23')
    expect(history[0]).toMatchObject({ patientNo: '10789012', amount: 27300 })
  })

  it('pays by hi-pass and cancels a hi-pass payment', async () => {
    signInAs('outpatient')
    const paid = await payByHipass({ patientNo: '10234567', billIds: ['B202611090102'], amount: 32700 })
    expect(paid.status).toBe('PAID')
    expect((await listPayableBills('2026-11-23')).totalDue).toBe(18400)
    await cancelHipassPayment({ paymentId: paid.paymentId })
    expect((await listPayableBills('2026-11-23')).totalDue).toBe(51100)
  })

  it('pays with the registered card: requested, then approved when the app asks', async () => {
    signInAs('outpatient')
    const requested = await requestUbPay({ patientNo: '10234567', billIds: ['B202611230101'], amount: 18400 })
    expect(requested.status).toBe('REQUESTED')
    const approved = await fetchUbPayStatus(requested.serNo)
    expect(approved).toMatchObject({ status: 'APPROVED', serNo: requested.serNo })
    expect(approved.paymentId).toBeTruthy()
    expect((await listPayableBills('2026-11-23')).totalDue).toBe(32700)
  })
})
