/**
 * The prescriptions routes have no path parameters (the spec's paths); what they show is in the
 * search: a prescription by its number and issue date, a pharmacy by its code.
 */
import { isoDate } from '@/shared/lib/dates'
import { href } from '@/shared/routes/route-table'
import { ISO_DATE } from '@/shared/lib/korea-time'

export interface PrescriptionKey {
  prscNo: string
  issuedAt: string
}

export const detailHref = ({ prscNo, issuedAt }: PrescriptionKey) =>
  href('prescriptionsDetail', undefined, { prscNo, date: isoDate(issuedAt) })

export const pharmSelectHref = ({ prscNo, issuedAt }: PrescriptionKey, rxId?: string) =>
  href('prescriptionsPharmSelect', undefined, { prscNo, date: isoDate(issuedAt), ...(rxId ? { rxId } : {}) })

export const paymentsHref = () => href('prescriptions', undefined, { tab: 'payments' })

/** The prescription a screen was opened for (`?prscNo=…&date=YYYY-MM-DD`), when the search names one. */
export function prescriptionOfSearch(search: URLSearchParams): { prscNo: string; date: string } | undefined {
  const prscNo = search.get('prscNo') ?? ''
  const date = search.get('date') ?? ''
  return /^PR\d{12}$/.test(prscNo) && ISO_DATE.test(date) ? { prscNo, date } : undefined
}
