/**
 * Where the patient started booking, as a place in the tab's history: once the booking is made,
 * the completion takes the place of the steps (back from it returns there, not to step 2 of a
 * booking that is already made). Kept for the tab (sessionStorage): a reload keeps it.
 */
import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { matchRouteName } from '@/shared/routes/route-match'
import type { RouteName } from '@/shared/routes/route-table'

const KEY = 'booking-start'

const STEPS: readonly RouteName[] = [
  'outpatientAppointmentStep1',
  'outpatientAppointmentStep1Doctor',
  'outpatientAppointmentStep2',
  'outpatientAppointmentStep3',
]

/** The router's index of the current history entry (0 when the router has not set one). */
export const historyIndex = () => (window.history.state as { idx?: number } | null)?.idx ?? 0

/** On a booking step: entered from outside the steps, the entry before it is the start. */
export function useBookingStart(): void {
  const location = useLocation()
  useEffect(() => {
    const from = (location.state as { from?: string } | null)?.from
    const index = historyIndex()
    if (from === undefined || index === 0) return
    const fromRoute = matchRouteName(new URL(from, 'http://app').pathname)?.name
    if (fromRoute && STEPS.includes(fromRoute)) return
    sessionStorage.setItem(KEY, String(index - 1))
  }, [location.state])
}

/**
 * How many entries back the start is from here (0: none known, or this is it). Read once: the
 * start is used up by the booking it began.
 */
export function takeBookingStart(): number {
  const stored = sessionStorage.getItem(KEY)
  sessionStorage.removeItem(KEY)
  const start = stored === null ? NaN : Number(stored)
  const here = historyIndex()
  return Number.isInteger(start) && start >= 0 && start < here ? here - start : 0
}
