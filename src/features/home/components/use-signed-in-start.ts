import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { loadChunk } from '@/shared/lazy'
import { stayStatusQuery, todayScheduleQuery } from '../home.queries'

/**
 * A signed-in start asks for today's schedule, and for the code that shows it, together with the
 * user info, not after it: otherwise the home's main content waits behind three steps in a row
 * (the user, then the card's chunk, then the schedule call), a slow connection's round trip each.
 * The call leaves with the user's (after the first paint, as every first call does); a patient
 * without a patient number is answered with a refusal nobody is shown (the card is not shown
 * either), and the card's own query asks again when it has to.
 */
export function useSignedInStart(hasToken: boolean, userKnown: boolean): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!hasToken || userKnown) return
    // Today's schedule card is its own chunk (the schedule list, arrival check-in), asked for with
    // the session. Ahead of the card: a failure here is the card's to show (it asks again).
    void loadChunk(() => import('./TodayCard'), { onNewVersion: 'fail' }).catch(() => undefined)
    void queryClient.prefetchQuery({ ...todayScheduleQuery(), meta: { errorDisplay: 'silent' } })
    // Whether the patient is in hospital: the home's lead and shortcuts depend on it.
    void queryClient.prefetchQuery(stayStatusQuery())
  }, [hasToken, userKnown, queryClient])
}
