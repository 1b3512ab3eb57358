import { kst, type DateInput } from '@/shared/lib/dates'

/**
 * A new card order id: `ORD` + the Korea time to the second + 6 random digits, so two payments
 * (even in the same second, or with a fixed clock) never share one.
 */
export function newOrderId(now: DateInput, random: () => number = Math.random): string {
  const digits = String(Math.floor(random() * 1_000_000)).padStart(6, '0')
  return `ORD${kst(now).format('YYYYMMDDHHmmss')}${digits}`
}
