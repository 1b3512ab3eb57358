import { getFetchTestResultDetailQueryOptions } from '@/api/generated/common'
import {
  getFetchOutpatientMedicineDetailQueryOptions,
  getListOutpatientMedicinesQueryOptions,
  getListOutpatientTestResultsQueryOptions,
} from '@/api/generated/outpatient'
import type { PeriodRange } from '@/shared/ui/period-filter'

/** Records change rarely (a result comes in, a prescription is added): a few minutes is fresh. */
const STALE = 5 * 60_000

export const testResultsQuery = (range: PeriodRange) =>
  getListOutpatientTestResultsQueryOptions(range.startDate, range.endDate, { query: { staleTime: STALE } })

export const testResultDetailQuery = (receptionId: string, testDate: string) =>
  getFetchTestResultDetailQueryOptions(receptionId, testDate, { query: { staleTime: STALE } })

export const medicinesQuery = (range: PeriodRange) =>
  getListOutpatientMedicinesQueryOptions(range.startDate, range.endDate, { query: { staleTime: STALE } })

export const medicineDetailQuery = (receptionId: string, orderDate: string) =>
  getFetchOutpatientMedicineDetailQueryOptions(receptionId, orderDate, { query: { staleTime: STALE } })
