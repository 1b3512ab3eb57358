import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { getListFirstVisitRequestsQueryOptions } from '@/api/generated/outpatient'
import type { FirstVisitList, FirstVisitRequest } from '@/api/generated/outpatient/model'
import { readUserAgain } from '@/shared/session/session-queries'

/**
 * The booking desk answers at any time, and its answer (a booked visit, a patient number) changes
 * what the app can do: read again whenever a screen that shows it opens.
 */
export const firstVisitsQuery = () => getListFirstVisitRequestsQueryOptions({ query: { staleTime: 0 } })

/** The request home and the first-visit screen lead with: the newest. */
export const latestFirstVisit = (list: FirstVisitList): FirstVisitRequest | undefined => list.items[0]

/**
 * A booked first visit came with a patient number the hospital has registered on the account:
 * once the list says so while the session does not know it yet, the session reads the user again
 * (home becomes a patient's home, the booking and records open).
 */
export function useFirstVisitPatientNo(list: FirstVisitList | undefined, hasPatientNo: boolean): void {
  const queryClient = useQueryClient()
  const booked = list?.items.some((request) => request.status === 'BOOKED') ?? false
  useEffect(() => {
    if (!booked || hasPatientNo) return
    void readUserAgain(queryClient)
  }, [booked, hasPatientNo, queryClient])
}
