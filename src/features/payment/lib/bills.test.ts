import { describe, expect, it } from 'vitest'
import type { Bill } from '@/api/generated/outpatient/model'
import { amountProblem, blockReason, isPayableInApp, selectedBills, sumDue } from './bills'

const bill = (billId: string, amountDue: number, extra: Partial<Bill> = {}): Bill => ({
  billId,
  receptionId: 'R202611230101',
  visitDate: '2026-11-23',
  departmentName: '순환기내과',
  amountDue,
  counterOnly: 'N',
  additionalCharge: 'N',
  ...extra,
})

const bills = [
  bill('B1', 32700),
  bill('B2', 18400),
  bill('B3', 154000, { counterOnly: 'Y' }),
  bill('B4', 5000, { additionalCharge: 'Y' }),
]

describe('blockReason', () => {
  it('says why a bill cannot be paid in the app', () => {
    expect(blockReason(bills[0]!)).toBeUndefined()
    expect(blockReason(bills[2]!)).toBe('counterOnly')
    expect(blockReason(bills[3]!)).toBe('additionalCharge')
    expect(isPayableInApp(bills[1]!)).toBe(true)
    expect(isPayableInApp(bills[2]!)).toBe(false)
  })
})

describe('selectedBills', () => {
  it('chooses every payable bill at first, never the blocked ones', () => {
    expect(selectedBills(bills, new Set()).map((b) => b.billId)).toEqual(['B1', 'B2'])
  })

  it('leaves out the unticked ones', () => {
    expect(selectedBills(bills, new Set(['B1'])).map((b) => b.billId)).toEqual(['B2'])
    expect(selectedBills(bills, new Set(['B1', 'B2']))).toEqual([])
  })

  it('adds up the selection', () => {
    expect(sumDue(selectedBills(bills, new Set()))).toBe(51100)
    expect(sumDue([])).toBe(0)
  })
})

describe('amountProblem', () => {
  it('refuses 0 won', () => {
    expect(amountProblem(0, 51100)).toBe('zero')
  })

  it('refuses more than is due', () => {
    expect(amountProblem(51200, 51100)).toBe('exceedsDue')
  })

  it('accepts up to what is due', () => {
    expect(amountProblem(51100, 51100)).toBeUndefined()
    expect(amountProblem(18400, 51100)).toBeUndefined()
  })
})
