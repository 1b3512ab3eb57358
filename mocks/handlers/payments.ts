/**
 * Paying bills, the way the hospital's server does it, shared by the card flow (hash -> card
 * provider approval -> posting), hi-pass and the registered-card pay. A payment marks exactly
 * the bills it names as paid; a cancellation puts them back, so nothing is ever half-paid.
 */
import type { z } from 'zod'
import { maskName } from '@/shared/lib/person'
import type { BillRecord, PaymentRecord } from '../db/schemas'
import { nextId, sandbox } from '../runtime/sandbox'
import { refuse } from './lib/refusal'
import { findPatient, type Caller, type Patient } from './lib/session'
import { notify } from './lib/views'

type Bill = z.output<typeof BillRecord>
type Payment = z.output<typeof PaymentRecord>
type Method = Payment['method']
type Provider = 'KCP' | 'KOCES'

/** Bills the app may collect: not counter-only, no additional charge pending. */
export const isPayableInApp = (bill: Bill) => bill.counterOnly === 'N' && bill.additionalCharge === 'N'

export function unpaidBills(patientNo: string, until?: string): Bill[] {
  return sandbox.db.bills
    .findMany((q) => q.where({ patient: { patientNo }, status: 'UNPAID' }))
    .filter((b) => !until || b.visitDate <= until)
    .sort((a, b) => a.visitDate.localeCompare(b.visitDate) || a.billId.localeCompare(b.billId))
}

export const amountDue = (patientNo: string) =>
  unpaidBills(patientNo)
    .filter(isPayableInApp)
    .reduce((sum, b) => sum + b.amountDue, 0)

export function payingPatient(patientNo: string): Patient {
  return findPatient(patientNo) ?? refuse(404, 'PATIENT_NOT_REGISTERED')
}

/** What the patient's current stay still owes on its interim bill. */
export const interimDue = (patientNo: string) =>
  sandbox.db.stays
    .findMany((q) => q.where({ patient: { patientNo } }))
    .filter((stay) => stay.status !== 'DISCHARGED')
    .reduce((sum, stay) => sum + stay.interimBill.amountDue, 0)

/**
 * The amount rules of spec section 5. Not 0 won: the contract's minimum (PaymentAmount), refused
 * as AMOUNT_ZERO by every payment operation (`belowMinimum`). Not more than what is due (bills
 * and the interim bill): here.
 */
export const AMOUNT_RULES = { amount: 'AMOUNT_ZERO' } as const

export function checkAmount(patientNo: string, amount: number): void {
  if (amount > amountDue(patientNo) + interimDue(patientNo)) refuse(409, 'AMOUNT_EXCEEDS_DUE')
}

/** The named bills, checked: the patient's, unpaid, payable in the app, adding up to `amount`. */
export function billsToSettle(patientNo: string, billIds: string[], amount: number): Bill[] {
  const bills = billIds.map(
    (billId) =>
      sandbox.db.bills.findFirst((q) => q.where({ billId, patient: { patientNo } })) ?? refuse(404, 'NOT_FOUND'),
  )
  if (bills.some((b) => b.status === 'PAID')) refuse(409, 'ALREADY_PAID')
  if (bills.some((b) => b.counterOnly === 'Y')) refuse(409, 'COUNTER_ONLY')
  if (bills.some((b) => b.additionalCharge === 'Y')) refuse(409, 'ADDITIONAL_CHARGE')
  const total = bills.reduce((sum, b) => sum + b.amountDue, 0)
  if (amount > total) refuse(409, 'AMOUNT_EXCEEDS_DUE')
  if (amount !== total) refuse(409, 'AMOUNT_MISMATCH')
  return bills
}

interface Settlement {
  caller: Caller | undefined
  patient: Patient
  bills: Bill[]
  amount: number
  method: Method
  cardName?: string
  approvalNo?: string
  orderId?: string
  provider?: Provider
}

/**
 * One line of the receipt per bill paid: the visit, its department, and an insured total from
 * which the patient's share (30%) is the bill's amount, so the receipt adds up: the lines' shares
 * sum to what was paid, their insured totals to the total, and the insurer's part is the rest.
 */
export function receiptLines(bills: readonly Bill[]) {
  return bills.map((b) => ({
    itemName: `${b.visitDate.slice(5).replace('-', '.')} ${b.departmentName} 진료비`,
    visitDate: b.visitDate,
    insuredAmount: Math.max(b.amountDue, Math.round(b.amountDue / 0.3 / 100) * 100),
    uninsuredAmount: 0,
    patientAmount: b.amountDue,
  }))
}

/** The department a payment is listed under: the first bill's, and how many others it covers. */
export const paymentDepartment = (bills: readonly Bill[]) => {
  const first = bills[0]?.departmentName ?? ''
  return bills.length > 1 ? `${first} 외 ${bills.length - 1}건` : first
}

/** Records the payment and marks its bills paid, then tells the payer (and the patient). */
export async function settle(s: Settlement): Promise<Payment> {
  const paymentId = nextId('PAY')
  const first = s.bills[0]
  const lines = receiptLines(s.bills)
  const totalAmount = lines.reduce((sum, line) => sum + line.insuredAmount + line.uninsuredAmount, 0)
  const payment = await sandbox.db.payments.create({
    patient: s.patient,
    kind: 'OUTPATIENT',
    paymentId,
    paidAt: sandbox.clock.nowIso(),
    visitDate: first?.visitDate ?? sandbox.clock.today(),
    departmentName: paymentDepartment(s.bills),
    // One doctor only when one bill was paid.
    ...(first?.doctorName && s.bills.length === 1 ? { doctorName: first.doctorName } : {}),
    amount: s.amount,
    totalAmount,
    insurerAmount: totalAmount - s.amount,
    method: s.method,
    ...(s.cardName ? { cardName: s.cardName } : {}),
    ...(s.approvalNo ? { approvalNo: s.approvalNo } : {}),
    ...(s.orderId ? { orderId: s.orderId } : {}),
    ...(s.provider ? { provider: s.provider } : {}),
    ...(s.caller ? { paidByUserId: s.caller.mainUser.userId } : {}),
    status: 'PAID',
    billIds: s.bills.map((b) => b.billId),
    lines,
  })
  for (const bill of s.bills) {
    await sandbox.db.bills.update((q) => q.where({ billId: bill.billId }), {
      data(b) {
        b.status = 'PAID'
        b.paymentId = paymentId
      },
    })
  }
  const body = `${s.amount.toLocaleString('ko-KR')}원이 결제되었습니다.`
  if (s.caller) {
    const proxy = s.caller.user.patientNo !== s.patient.patientNo
    await notify(s.caller.user.userId, {
      category: 'PAYMENT',
      title: proxy ? `대리수납 완료 (${maskName(s.patient.name)})` : '진료비 수납 완료',
      body,
      linkPath: '/outpatient/payment/history',
    })
  }
  return payment
}

/** Puts a payment back: cancelled, and its bills (or its stay's interim bill) unpaid again. */
export async function reverse(payment: Payment): Promise<void> {
  await sandbox.db.payments.update((q) => q.where({ paymentId: payment.paymentId }), {
    data(p) {
      p.status = 'CANCELLED'
    },
  })
  if (payment.kind === 'INPATIENT' && payment.receptionId) {
    await sandbox.db.stays.update((q) => q.where({ receptionId: payment.receptionId }), {
      data(stay) {
        stay.interimBill.paidAmount -= payment.amount
        stay.interimBill.amountDue += payment.amount
      },
    })
  }
  for (const billId of payment.billIds) {
    await sandbox.db.bills.update((q) => q.where({ billId }), {
      data(b) {
        b.status = 'UNPAID'
        delete b.paymentId
      },
    })
  }
}

export const paymentResult = (p: Payment) => ({
  paymentId: p.paymentId,
  amount: p.amount,
  paidAt: p.paidAt,
  ...(p.approvalNo ? { approvalNo: p.approvalNo } : {}),
  status: p.status,
  receiptUrl: `/receipts/${p.paymentId}`,
})
