import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { loadAfterFirstPaint } from '@/shared/lib/after-first-paint'
import { loadChunk } from '@/shared/lazy'
import { lastKnownPatientNo, rememberPatientNo } from '@/shared/session/patient-no-hint'
import { sessionStore } from '@/shared/session/session-store'
import type { Session } from '@/shared/session/use-session'
import { stayStatusQuery, todayScheduleQuery } from '@/features/home/home.queries'

/**
 * A signed-in start asks for today's schedule, and for the code that shows it, together with the
 * user info, not after it: otherwise the home's main content waits behind three steps in a row
 * (the user, then the card's chunk, then the schedule call), a slow connection's round trip each.
 *
 * Those calls need a patient number: an account without one would only be refused (400
 * PATIENT_NO_REQUIRED, twice each start). What the session's last user info said decides
 * (shared/session/patient-no-hint.ts): none, not asked (the newcomer; home asks as soon as the user
 * info answers with a number, through the card's and the stay's own queries). A number, or a
 * session this phone learned nothing of yet (a sign-in always reads the user info, so that is a
 * start after an update at most): asked at once, as nearly every account has one.
 */
export function useSignedInStart({ hasToken, isLoading, user, hasPatientNo }: Session): void {
  const queryClient = useQueryClient()
  const userKnown = !isLoading

  // What this start learned, for the next one.
  useEffect(() => {
    const { token } = sessionStore.getSnapshot()
    if (user && token) rememberPatientNo(token, hasPatientNo)
  }, [user, hasPatientNo])

  useEffect(() => {
    if (!hasToken || userKnown) return
    // Today's schedule card is its own chunk (the schedule list, arrival check-in), asked for with
    // the session, once the greeting has painted (a frame later: the user is usually in before
    // the app's script has run, src/api/http/early-calls.ts). Ahead of the card: a failure here
    // is the card's to show (it asks again).
    void loadAfterFirstPaint(() =>
      loadChunk(() => import('@/features/home/components/TodayCard'), { onNewVersion: 'fail' }),
    )().catch(() => undefined)
    if (lastKnownPatientNo(sessionStore.getSnapshot().token) === false) return
    void queryClient.prefetchQuery({ ...todayScheduleQuery(), meta: { errorDisplay: 'silent' } })
    // Whether the patient is in hospital: the home's lead and shortcuts depend on it.
    void queryClient.prefetchQuery(stayStatusQuery())
  }, [hasToken, userKnown, queryClient])
}
