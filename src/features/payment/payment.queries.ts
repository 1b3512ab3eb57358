import { getFetchHipassCardQueryOptions } from '@/api/generated/common'
import {
  getFetchOutpatientPaymentQueryOptions,
  getListOutpatientPaymentsQueryOptions,
  getListPayableBillsQueryOptions,
} from '@/api/generated/outpatient'
import { getFetchPatientSummaryQueryKey, getFetchPatientSummaryQueryOptions } from '@/api/generated/account'
import type { PeriodRange } from '@/shared/ui/period-filter'

/** What is due: always asked afresh before paying. */
export const payListQuery = (date: string, patientNo?: string) =>
  getListPayableBillsQueryOptions(date, patientNo ? { patientNo } : undefined, { query: { staleTime: 0 } })

export const paymentHistoryQuery = (range: PeriodRange) =>
  getListOutpatientPaymentsQueryOptions(range.startDate, range.endDate, { query: { staleTime: 60_000 } })

export const paymentReceiptQuery = (paymentId: string) =>
  getFetchOutpatientPaymentQueryOptions(paymentId, { query: { staleTime: 5 * 60_000 } })

/**
 * The masked name of a patient, confirmed by their number and birth date before paying for them
 * (the birth date goes in a header, never the address). The birth date is part of the key: a
 * corrected birth date is a new look-up, not the last answer.
 */
export const patientSummaryQuery = (patientNo: string, birthDate: string) =>
  getFetchPatientSummaryQueryOptions(
    patientNo,
    { 'X-Patient-Birth-Date': birthDate },
    { query: { queryKey: [...getFetchPatientSummaryQueryKey(patientNo), birthDate], staleTime: 60_000 } },
  )

export const hipassCardQuery = () => getFetchHipassCardQueryOptions({ query: { staleTime: 60_000 } })
