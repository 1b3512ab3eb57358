/**
 * A patient's stay as the hospital's server keeps it: the stay that is not over yet, its
 * schedule (rounds included, as the ward's board shows them), and paying its interim bill.
 */
import type { z } from 'zod'
import type * as inpatient from '@/api/generated/inpatient/inpatient.zod'
import type { InpatientStayRecord, PaymentRecord } from '../../db/schemas'
import { markPosted } from '../card-orders'
import { nextId, sandbox } from '../../runtime/sandbox'
import type { Caller, Patient } from '../lib/session'
import { notify } from '../lib/views'
import { paymentResult } from '../payments'

type Stay = z.output<typeof InpatientStayRecord>
type Payment = z.output<typeof PaymentRecord>
type ScheduleItem = z.input<typeof inpatient.InpatientScheduleItem>

/** Not over yet: admitted, waiting to be admitted, or discharge being prepared. */
const ACTIVE = ['IN_HOSPITAL', 'WAITING_ADMISSION', 'PROVISIONAL_DISCHARGE']

/** The patient's latest stay that is not over yet. */
export function currentStay(patientNo: string): Stay | undefined {
  return sandbox.db.stays
    .findMany((q) => q.where({ patient: { patientNo } }))
    .filter((s) => ACTIVE.includes(s.status))
    .sort((a, b) => (b.admissionDate ?? '').localeCompare(a.admissionDate ?? ''))[0]
}

/** The stay's schedule with its rounds, by date and time. */
export function scheduleOf(patientNo: string): ScheduleItem[] {
  const stay = currentStay(patientNo)
  if (!stay) return []
  const where = { stay: { receptionId: stay.receptionId } }
  const items: ScheduleItem[] = sandbox.db.inpatientSchedule
    .findMany((q) => q.where(where))
    .map(({ stay: _stay, ...item }) => item)
  for (const round of sandbox.db.rounds.findMany((q) => q.where(where))) {
    items.push({
      scheduleId: `IS-${round.roundId}`,
      scheduleType: 'INPATIENT',
      category: 'ROUND',
      scheduleDate: round.roundDate,
      scheduleTime: round.roundTime,
      title: round.note ?? '회진',
      doctorName: round.doctorName,
      location: stay.room ? `${stay.room}호 병실` : (stay.ward ?? ''),
    })
  }
  return items.sort(
    (a, b) => a.scheduleDate.localeCompare(b.scheduleDate) || a.scheduleTime.localeCompare(b.scheduleTime),
  )
}

interface InterimSettlement {
  caller: Caller
  patient: Patient
  stay: Stay
  amount: number
  cardName: string
  approvalNo: string
  orderId: string
  provider: NonNullable<Payment['provider']>
}

/**
 * Records the card payment of a stay's interim bill: the payment (with the bill's lines), the
 * bill paid, the card order posted, and a message to the patient.
 */
export async function settleInterimBill(s: InterimSettlement) {
  const bill = s.stay.interimBill
  const now = sandbox.clock.nowIso()
  const payment = await sandbox.db.payments.create({
    patient: s.patient,
    kind: 'INPATIENT',
    receptionId: s.stay.receptionId,
    paymentId: nextId('IPAY'),
    paidAt: now,
    visitDate: bill.admissionDate,
    departmentName: s.stay.departmentName ?? '',
    ...(s.stay.doctorName ? { doctorName: s.stay.doctorName } : {}),
    amount: s.amount,
    totalAmount: bill.totalAmount,
    insurerAmount: bill.insurerAmount,
    method: 'CARD',
    cardName: s.cardName,
    approvalNo: s.approvalNo,
    orderId: s.orderId,
    provider: s.provider,
    paidByUserId: s.caller.mainUser.userId,
    status: 'PAID',
    billIds: [],
    lines: bill.lines,
  })
  await sandbox.db.stays.update((q) => q.where({ receptionId: s.stay.receptionId }), {
    data(stay) {
      stay.interimBill.paidAmount += s.amount
      stay.interimBill.amountDue -= s.amount
      stay.interimBill.updatedAt = now
    },
  })
  await markPosted(s.orderId, payment.paymentId)
  await notify(s.caller.user.userId, {
    category: 'PAYMENT',
    title: '입원 중간진료비 수납 완료',
    body: `${s.amount.toLocaleString('ko-KR')}원이 결제되었습니다.`,
    linkPath: '/inpatient/payment/history',
  })
  return paymentResult(payment)
}
