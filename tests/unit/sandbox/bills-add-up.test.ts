import { describe, expect, it } from 'vitest'
import { fetchOutpatientPayment, listOutpatientPayments, listPayableBills } from '@/api/generated/outpatient'
import type { PayableBill } from '@/api/generated/outpatient/model'
import { sandbox } from '../../../mocks/node'
import { PERSONAS } from '../../../mocks/seed/personas'
import { signInAs, withSandbox } from '../../support/use-sandbox'

/**
 * Money that adds up: in the seeded world every bill is owed or paid, never both,
 * and what the history says was paid is what its receipt says. A patient who sees one charge as
 * paid in the history and as owed on the payment screen calls the hospital.
 */
withSandbox()

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)

/** One charge of one visit: the visit and what the bill is for. */
const chargeOf = (bill: { receptionId?: string; chargeName?: string }) => `${bill.receptionId} ${bill.chargeName}`

describe('the seeded bills: owed or paid, never both', () => {
  it('a paid bill names its payment, that payment lists it, and no other does', () => {
    const payments = sandbox.db.payments.all()
    for (const bill of sandbox.db.bills.all()) {
      const listing = payments.filter((p) => p.billIds.includes(bill.billId))
      if (bill.status === 'UNPAID') {
        expect(bill.paymentId, bill.billId).toBeUndefined()
        expect(listing, bill.billId).toEqual([])
      } else {
        expect(
          listing.map((p) => p.paymentId),
          bill.billId,
        ).toEqual([bill.paymentId])
        expect(listing[0]?.patient.patientNo, bill.billId).toBe(bill.patient.patientNo)
      }
    }
  })

  it('bill ids are unique, and two charges of one visit each say what they are for, differently', () => {
    const bills = sandbox.db.bills.all()
    expect(new Set(bills.map((b) => b.billId)).size).toBe(bills.length)
    const byVisit = Map.groupBy(bills, (b) => b.receptionId)
    for (const [visit, charges] of byVisit) {
      if (charges.length < 2) continue
      for (const charge of charges) expect(charge.chargeName, `${visit} ${charge.billId}`).toBeTruthy()
      expect(new Set(charges.map((c) => c.chargeName)).size, visit).toBe(charges.length)
    }
  })

  it("every outpatient payment settles seeded bills, and what it paid is those bills' sum", () => {
    const bills = new Map(sandbox.db.bills.all().map((b) => [b.billId, b]))
    for (const payment of sandbox.db.payments.findMany((q) => q.where({ kind: 'OUTPATIENT' }))) {
      expect(payment.billIds.length, payment.paymentId).toBeGreaterThan(0)
      const settled = payment.billIds.map((billId) => bills.get(billId))
      for (const bill of settled) {
        expect(bill, payment.paymentId).toBeDefined()
        expect(bill).toMatchObject({ status: 'PAID', paymentId: payment.paymentId })
      }
      expect(sum(settled.map((b) => b?.amountDue ?? 0)), payment.paymentId).toBe(payment.amount)
    }
  })

  it("every payment's receipt adds up to what was paid (lines, total, the insurer's part)", () => {
    for (const payment of sandbox.db.payments.all()) {
      const { paymentId, lines } = payment
      expect(sum(lines.map((l) => l.patientAmount)), paymentId).toBe(payment.amount)
      expect(sum(lines.map((l) => l.insuredAmount + l.uninsuredAmount)), paymentId).toBe(payment.totalAmount)
      expect(payment.totalAmount - payment.amount, paymentId).toBe(payment.insurerAmount)
    }
  })

  it('a registered-card payment approved is for the amount and the bills of the payment it made', () => {
    for (const request of sandbox.db.ubPays.all()) {
      if (!request.paymentId) continue
      const payment = sandbox.db.payments.findFirst((q) => q.where({ paymentId: request.paymentId }))
      expect(payment, request.serNo).toBeDefined()
      expect(request.amount, request.serNo).toBe(payment?.amount)
      expect(request.billIds, request.serNo).toEqual(payment?.billIds)
    }
  })
})

describe('what each persona sees: the payment screen and the history agree', () => {
  const withPatient = PERSONAS.filter((persona) => persona.patientNo)

  it.each(withPatient.map((persona) => [persona.id, persona] as const))(
    '%s: no charge owed is also paid, and each paid amount is its receipt',
    async (_id, persona) => {
      signInAs(persona.id)
      const today = sandbox.clock.today()
      // The persona's own bills and their family's (the main account pays for them too).
      const family = sandbox.db.users
        .findMany((q) => q.where({ mainUserId: persona.userId }))
        .map((u) => u.patientNo)
        .filter((patientNo): patientNo is string => Boolean(patientNo) && patientNo !== persona.patientNo)
      const owed: PayableBill[] = (await listPayableBills(today)).bills
      for (const patientNo of family) owed.push(...(await listPayableBills(today, { patientNo })).bills)

      const history = await listOutpatientPayments('2025-11-24', today)
      const paidBills = sandbox.db.payments
        .findMany((q) => q.where({ kind: 'OUTPATIENT' }))
        .filter((p) => history.some((h) => h.paymentId === p.paymentId))
        .flatMap((p) => p.billIds)
        .map((billId) => sandbox.db.bills.findFirst((q) => q.where({ billId })))

      const paidIds = new Set(paidBills.map((b) => b?.billId))
      const paidCharges = new Set(paidBills.map((b) => (b ? chargeOf(b) : '')))
      for (const bill of owed) {
        expect(paidIds.has(bill.billId), bill.billId).toBe(false)
        expect(paidCharges.has(chargeOf(bill)), bill.billId).toBe(false)
        // Before paying, each charge says what it is for.
        expect(bill.chargeName, bill.billId).toBeTruthy()
      }

      for (const item of history) {
        const receipt = await fetchOutpatientPayment(item.paymentId)
        expect(receipt.amount, item.paymentId).toBe(item.amount)
        expect(sum(receipt.lines.map((l) => l.patientAmount)), item.paymentId).toBe(item.amount)
      }
    },
  )
})
