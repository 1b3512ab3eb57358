import {
  getFetchInpatientMedicineDetailQueryOptions,
  getFetchInpatientPaymentQueryOptions,
  getFetchInpatientScheduleQueryOptions,
  getFetchInpatientStatusQueryOptions,
  getFetchInterimBillQueryOptions,
  getFetchRoundsAndMealsQueryOptions,
  getListInpatientMedicinesQueryOptions,
  getListInpatientPaymentsQueryOptions,
  getListInpatientTestResultsQueryOptions,
  getListSurgeryStatesQueryOptions,
} from '@/api/generated/inpatient'
import { getFetchTestResultDetailQueryOptions } from '@/api/generated/common'
import { liveQuery } from '@/shared/lib/live-query'
import type { PeriodRange } from '@/shared/ui/period-filter'

/** How often the surgery status reads itself again while its screen is in front. */
export const SURGERY_REFRESH_MS = 15_000

/** Records change rarely during a visit to a screen: a few minutes is fresh. */
const RECORDS_STALE = 5 * 60_000

/** The stay (ward, room, status): changes at admission and discharge. */
export const stayQuery = () => getFetchInpatientStatusQueryOptions({ query: { staleTime: 60_000 } })

/** The stay's schedule: the ward adds to it during the day. */
export const stayScheduleQuery = () => getFetchInpatientScheduleQueryOptions({ query: { staleTime: 60_000 } })

/** The surgery's stage: always fresh, read again while open and on return to the app. */
export const surgeryQuery = () => getListSurgeryStatesQueryOptions({ query: liveQuery(SURGERY_REFRESH_MS) })

export const roundsAndMealsQuery = () => getFetchRoundsAndMealsQueryOptions({ query: { staleTime: RECORDS_STALE } })

export const stayResultsQuery = (range: PeriodRange) =>
  getListInpatientTestResultsQueryOptions(range.startDate, range.endDate, { query: { staleTime: RECORDS_STALE } })

export const stayResultDetailQuery = (receptionId: string, testDate: string) =>
  getFetchTestResultDetailQueryOptions(receptionId, testDate, { query: { staleTime: RECORDS_STALE } })

export const stayMedicinesQuery = (range: PeriodRange) =>
  getListInpatientMedicinesQueryOptions(range.startDate, range.endDate, { query: { staleTime: RECORDS_STALE } })

export const stayMedicineDetailQuery = (receptionId: string, orderDate: string) =>
  getFetchInpatientMedicineDetailQueryOptions(receptionId, orderDate, { query: { staleTime: RECORDS_STALE } })

/** What is due: always asked afresh before paying. */
export const interimBillQuery = () => getFetchInterimBillQueryOptions({ query: { staleTime: 0 } })

export const stayPaymentsQuery = (range: PeriodRange) =>
  getListInpatientPaymentsQueryOptions(range.startDate, range.endDate, { query: { staleTime: 60_000 } })

export const stayPaymentReceiptQuery = (paymentId: string) =>
  getFetchInpatientPaymentQueryOptions(paymentId, { query: { staleTime: 5 * 60_000 } })
