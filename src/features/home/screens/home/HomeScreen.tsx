import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { lazyAfterFirstPaint, useLoadedAfterFirstPaint } from '@/shared/lib/after-first-paint'
import { useSession } from '@/shared/session/use-session'
import { SessionUnavailable } from '@/shared/session/SessionUnavailable'
import { Greeting } from '@/features/home/components/Greeting'
import { HomeLoading, TodayLoading } from '@/features/home/components/HomeLoading'
import { Shortcuts } from '@/features/home/components/Shortcuts'
import { SignedOutHome } from '@/features/home/components/SignedOutHome'
import { loadTodayCard, useSignedInStart } from '@/features/home/components/use-signed-in-start'
import { stayStatusQuery } from '@/features/home/home.queries'

// Below the fold (the latest notices, the hospital's numbers and hours) and the notices' pop-up
// load once the home has painted.
const loadNoticePreview = () => import('@/features/home/components/NoticePreview')
const loadHospitalContact = () => import('@/features/home/components/HospitalContact')
const NoticeDialog = lazyAfterFirstPaint(() =>
  import('@/features/home/components/NoticeDialog').then((m) => ({ default: m.NoticeDialog })),
)

/**
 * Today's schedule is a signed-in patient's only: its code (the schedule list, arrival check-in)
 * loads with the session instead of holding back every first paint, the signed-out home's too.
 */
/** An inpatient's home (the stay first, the stay's shortcuts): its own chunk, for inpatients only. */
const loadStayHome = () => import('@/features/home/components/StayHome')
const StayHome = lazy(() => loadStayHome().then((m) => ({ default: m.StayHome })))
const StayShortcuts = lazy(() => loadStayHome().then((m) => ({ default: m.StayShortcuts })))

/** A checkup day's card (the checkup first), asking whether today is one: loaded by the card's chunk. */
const CheckupDaySlot = lazy(() => loadTodayCard().then(({ CheckupDaySlot }) => ({ default: CheckupDaySlot })))

const TodayCard = lazy(() => loadTodayCard().then(({ TodayCard }) => ({ default: TodayCard })))

/**
 * Home (spec section 2): signed out, the login prompt; signed in, the greeting with the patient
 * card (or registration), today's schedule or the next appointments, shortcuts, notices, hours.
 */
export default function HomeScreen() {
  const session = useSession()
  // Signed in, today's schedule is asked for with the user, not after it.
  useSignedInStart(session.hasToken, !session.isLoading)
  // In hospital (or about to leave it): the home leads with the stay. Asked with the user at the
  // start; until it answers the shortcuts wait, so they do not change under the patient's thumb.
  const asksStay = session.isSignedIn && session.hasPatientNo
  const stayStatus = useQuery({ ...stayStatusQuery(), enabled: asksStay })
  const stay = asksStay ? stayStatus.data : undefined
  const inStay = stay?.isStatusIn === 'Y' && (stay.status === 'IN_HOSPITAL' || stay.status === 'PROVISIONAL_DISCHARGE')
  const shortcutsKnown = !asksStay || !stayStatus.isLoading
  const notices = useLoadedAfterFirstPaint(loadNoticePreview)
  const contact = useLoadedAfterFirstPaint(loadHospitalContact)
  return (
    <>
      {session.isLoading ? (
        <HomeLoading />
      ) : session.isUnavailable ? (
        <SessionUnavailable onRetry={session.retry} />
      ) : session.isSignedIn ? (
        <>
          <Greeting session={session} />
          {inStay && (
            <Suspense fallback={null}>
              <StayHome stay={stay} />
            </Suspense>
          )}
          {session.hasPatientNo && !inStay && (
            <Suspense fallback={null}>
              <CheckupDaySlot />
            </Suspense>
          )}
          {session.hasPatientNo && (
            <Suspense fallback={<TodayLoading />}>
              <TodayCard />
            </Suspense>
          )}
        </>
      ) : (
        <SignedOutHome />
      )}
      {inStay ? (
        <Suspense fallback={null}>
          <StayShortcuts />
        </Suspense>
      ) : (
        shortcutsKnown && <Shortcuts />
      )}
      {notices && <notices.NoticePreview />}
      {contact && <contact.HospitalContact />}
      <Suspense fallback={null}>
        <NoticeDialog />
      </Suspense>
    </>
  )
}
