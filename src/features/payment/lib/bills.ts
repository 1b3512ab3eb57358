import type { PayableBill as Bill } from '@/api/generated/outpatient/model'

/** Why a bill cannot be paid in the app: it must be settled at the counter, or a charge was added. */
export type BlockReason = 'counterOnly' | 'additionalCharge'

export function blockReason(bill: Pick<Bill, 'counterOnly' | 'additionalCharge'>): BlockReason | undefined {
  if (bill.counterOnly === 'Y') return 'counterOnly'
  if (bill.additionalCharge === 'Y') return 'additionalCharge'
  return undefined
}

export const isPayableInApp = (bill: Pick<Bill, 'counterOnly' | 'additionalCharge'>): boolean => !blockReason(bill)

export const sumDue = (bills: readonly Pick<Bill, 'amountDue'>[]): number =>
  bills.reduce((sum, bill) => sum + bill.amountDue, 0)

/**
 * The bills to pay: every bill the app may take, except the ones the patient unticked (so all
 * are chosen at first, and a refreshed list keeps the patient's choice).
 */
export const selectedBills = <B extends Bill>(bills: readonly B[], unticked: ReadonlySet<string>): B[] =>
  bills.filter((bill) => isPayableInApp(bill) && !unticked.has(bill.billId))

/** Spec section 5: 0 won is refused, and so is more than is due. */
export type AmountProblem = 'zero' | 'exceedsDue'

export function amountProblem(amount: number, due: number): AmountProblem | undefined {
  if (amount <= 0) return 'zero'
  if (amount > due) return 'exceedsDue'
  return undefined
}
