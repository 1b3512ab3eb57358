/** How many years back the confirmation can be asked for (a tax return is corrected up to five years on). */
export const CONFIRMATION_YEARS = 5

/** Until the end of this month the year's tax settlement (연말정산) is about last year's payments. */
const SETTLEMENT_LAST_MONTH = 2

/**
 * The years a patient may choose, newest first (never before the app's service began), and the
 * one chosen at first: last year in January and February, when 연말정산 asks for it, else this year.
 */
export function confirmationYears(today: string, serviceStart: string): { years: number[]; initial: number } {
  const year = Number(today.slice(0, 4))
  const month = Number(today.slice(5, 7))
  const first = Math.max(Number(serviceStart.slice(0, 4)), year - CONFIRMATION_YEARS + 1)
  const years = Array.from({ length: year - first + 1 }, (_, i) => year - i)
  const initial = month <= SETTLEMENT_LAST_MONTH && years.includes(year - 1) ? year - 1 : year
  return { years, initial }
}
