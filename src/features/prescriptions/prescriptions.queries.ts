import { keepPreviousData, type QueryClient } from '@tanstack/react-query'
import {
  getFetchOutpatientMedicineDetailQueryOptions,
  getListTodayPrescriptionsQueryKey,
  getListTodayPrescriptionsQueryOptions,
} from '@/api/generated/outpatient'
import {
  getFetchErxServiceTimeQueryOptions,
  getListErxPrescriptionsByQuarterQueryKey,
  getListErxPrescriptionsByQuarterQueryOptions,
  getListErxPrescriptionsQueryKey,
  getListErxPrescriptionsQueryOptions,
} from '@/api/generated/prescription'
import {
  getFetchPharmacyByCodeQueryOptions,
  getFetchPharmacyDetailQueryOptions,
  getFetchRxCostQueryKey,
  getFetchRxIntervalCostQueryKey,
  getFetchRxIntervalCostQueryOptions,
  getFetchRxCostQueryOptions,
  getFetchRxStatusQueryKey,
  getFetchRxStatusQueryOptions,
  getListFavouritePharmaciesQueryOptions,
  getListRecentPharmaciesQueryOptions,
  getListRxPaymentsQueryKey,
  getListRxPaymentsQueryOptions,
  getSearchPharmaciesQueryOptions,
} from '@/api/generated/rx'
import type { PharmacySearchRequest } from '@/api/generated/rx/model'
import { liveQuery } from '@/shared/lib/live-query'
import { isOnTheWay, stepOf } from '@/shared/domain/prescriptions/rx-flow'

/** How often an e-prescription on its way refreshes itself while its screen is open. */
export const RX_REFRESH_MS = 10_000
/** The pharmacy payments list grows by this many, up to the service's 50. */
export const PAYMENTS_PAGE = 10
export const PAYMENTS_MAX = 50

const MINUTE = 60_000

/** The service hours: "can I send now?" changes with the clock. */
export const serviceTimeQuery = () => getFetchErxServiceTimeQueryOptions({ query: { staleTime: MINUTE } })

export const todayPrescriptionsQuery = (today: string) =>
  getListTodayPrescriptionsQueryOptions(today, { query: { staleTime: 30_000 } })

export const recentPrescriptionsQuery = () => getListErxPrescriptionsQueryOptions({ query: { staleTime: 30_000 } })

export const quarterPrescriptionsQuery = (year: number, quarter: number) =>
  getListErxPrescriptionsByQuarterQueryOptions(year, quarter, { query: { staleTime: 30_000 } })

/** A prescription's medicines are the visit's medicine order. */
export const medicinesQuery = (receptionId: string, orderDate: string) =>
  getFetchOutpatientMedicineDetailQueryOptions(receptionId, orderDate, { query: { staleTime: 5 * MINUTE } })

/**
 * An e-prescription's state: while the pharmacy works on it, always fresh, read again every 10 s
 * in front and at once on return to the app; otherwise it changes only by the patient's own moves.
 */
export const rxStatusQuery = (rxId: string) =>
  getFetchRxStatusQueryOptions(
    { rxId },
    {
      query: {
        ...liveQuery(RX_REFRESH_MS),
        refetchInterval: (query) => (isOnTheWay(stepOf(query.state.data?.status)) ? RX_REFRESH_MS : false),
      },
    },
  )

export const rxCostQuery = (rxId: string) => getFetchRxCostQueryOptions({ rxId }, { query: { staleTime: 0 } })

export const pharmacySearchQuery = (request: PharmacySearchRequest) =>
  getSearchPharmaciesQueryOptions(request, { query: { staleTime: 5 * MINUTE, placeholderData: keepPreviousData } })

export const pharmacyDetailQuery = (pharmCode: string) =>
  getFetchPharmacyDetailQueryOptions({ pharmCode }, { query: { staleTime: 10 * MINUTE } })

export const pharmacyByCodeQuery = (pharmCode: string) =>
  getFetchPharmacyByCodeQueryOptions({ pharmCode }, { query: { staleTime: 10 * MINUTE } })

/*
 * The e-prescription service names the patient by its own token (rxBearerAuth), never by a
 * patient number in the request: these lists are the acting patient's, and an account switch
 * empties the cache they live in.
 */
export const favouritePharmaciesQuery = () => getListFavouritePharmaciesQueryOptions({ query: { staleTime: MINUTE } })

export const recentPharmaciesQuery = () => getListRecentPharmaciesQueryOptions({ query: { staleTime: MINUTE } })

export const rxPaymentsQuery = (limit: number) =>
  getListRxPaymentsQueryOptions(0, limit, { query: { staleTime: MINUTE, placeholderData: keepPreviousData } })

const yearPeriod = (year: number | string) => ({ startDate: `${year}-01-01`, endDate: `${year}-12-31` })

/** What was paid in the app in a year (shown above the payments). */
export const rxYearTotalQuery = (year: number) =>
  getFetchRxIntervalCostQueryOptions(yearPeriod(year), { query: { staleTime: MINUTE } })

/** Everything one e-prescription's change can touch: its state and charge, the lists it is in, the payments. */
export function refreshPrescription(
  queryClient: QueryClient,
  {
    rxId,
    issuedDate,
    today,
    payments = false,
  }: { rxId?: string; issuedDate: string; today: string; payments?: boolean },
) {
  const year = Number(issuedDate.slice(0, 4))
  const quarter = Math.floor((Number(issuedDate.slice(5, 7)) - 1) / 3) + 1
  const keys: ReadonlyArray<readonly unknown[]> = [
    getListTodayPrescriptionsQueryKey(today),
    getListErxPrescriptionsQueryKey(),
    getListErxPrescriptionsByQuarterQueryKey(year, quarter),
    ...(rxId ? [getFetchRxStatusQueryKey({ rxId }), getFetchRxCostQueryKey({ rxId })] : []),
    ...(payments
      ? [
          ...Array.from({ length: PAYMENTS_MAX / PAYMENTS_PAGE }, (_, i) =>
            getListRxPaymentsQueryKey(0, (i + 1) * PAYMENTS_PAGE),
          ),
          getFetchRxIntervalCostQueryKey(yearPeriod(today.slice(0, 4))),
        ]
      : []),
  ]
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}
