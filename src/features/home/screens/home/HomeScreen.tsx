import { useQuery } from '@tanstack/react-query'
import type { InpatientStatus } from '@/api/generated/inpatient/model'
import { lazyAfterFirstPaint, loadAfterFirstPaint, useLoadedAfterFirstPaint } from '@/shared/lib/after-first-paint'
import { lazyWithRetry, loadChunk, LoadBoundary } from '@/shared/lazy'
import { type Session, useSession } from '@/shared/session/use-session'
import { SessionUnavailable } from '@/shared/session/SessionUnavailable'
import { Greeting } from '@/features/home/components/Greeting'
import { CardLoading, HomeLoading, ShortcutsLoading, TodayLoading } from '@/features/home/components/HomeLoading'
import { Shortcuts } from '@/features/home/components/Shortcuts'
import { SignedOutHome } from '@/features/home/components/SignedOutHome'
import { useSignedInStart } from '@/features/home/hooks/use-signed-in-start'
import { stayStatusQuery } from '@/features/home/home.queries'

// Below the fold (the latest notices, the hospital's numbers and hours) and the notices' pop-up
// load once the home has painted. In the background: without their code they are left out.
const loadNoticePreview = () =>
  loadChunk(() => import('@/features/home/components/NoticePreview'), { onNewVersion: 'fail' })
const loadHospitalContact = () =>
  loadChunk(() => import('@/features/home/components/HospitalContact'), { onNewVersion: 'fail' })
const NoticeDialog = lazyAfterFirstPaint(() =>
  import('@/features/home/components/NoticeDialog').then((m) => ({ default: m.NoticeDialog })),
)

/** An inpatient's home (the stay first, the stay's shortcuts): its own chunk, for inpatients only. */
const StayHome = lazyWithRetry(() =>
  import('@/features/home/components/StayHome').then((m) => ({ default: m.StayHome })),
)
const StayShortcuts = lazyWithRetry(() =>
  import('@/features/home/components/StayHome').then((m) => ({ default: m.StayShortcuts })),
)

/** A checkup day's card (the checkup first), asking whether today is one: loaded by the card's chunk. */
const CheckupDaySlot = lazyWithRetry(
  loadAfterFirstPaint(() =>
    import('@/features/home/components/TodayCard').then(({ CheckupDaySlot }) => ({ default: CheckupDaySlot })),
  ),
)

/** A newcomer's way to a first visit, or where the request stands: for accounts without a number. */
const FirstVisitCard = lazyWithRetry(() =>
  import('@/features/home/components/FirstVisitCard').then((m) => ({ default: m.FirstVisitCard })),
)

/**
 * Today's schedule is a signed-in patient's only: its code (the schedule list, arrival check-in)
 * is asked for with the session (useSignedInStart) once the greeting has painted, instead of
 * holding back every first paint, the signed-out home's too; its calls left with the page.
 */
const TodayCard = lazyWithRetry(
  loadAfterFirstPaint(() =>
    import('@/features/home/components/TodayCard').then(({ TodayCard }) => ({ default: TodayCard })),
  ),
)

/**
 * Home (spec section 2): signed out, the login prompt; signed in, the greeting with the patient
 * card (or registration), today's schedule or the next appointments, shortcuts, notices, hours.
 */
export default function HomeScreen() {
  const session = useSession()
  // Signed in, today's schedule is asked for with the user, not after it.
  useSignedInStart(session)
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
      <TopOfHome session={session} stay={inStay ? stay : undefined} quick={shortcutsKnown && !inStay} />
      {inStay ? (
        <LoadBoundary instead={<Shortcuts />}>
          <StayShortcuts />
        </LoadBoundary>
      ) : shortcutsKnown ? (
        <Shortcuts />
      ) : (
        <ShortcutsLoading />
      )}
      {notices && <notices.NoticePreview />}
      {contact && <contact.HospitalContact />}
      <LoadBoundary instead={null}>
        <NoticeDialog />
      </LoadBoundary>
    </>
  )
}

interface TopOfHomeProps {
  session: Session
  /** The stay, when the patient is in hospital now (the home leads with it). */
  stay: InpatientStatus | undefined
  /** The greeting's quick actions may show (the shortcuts below are settled, not the stay's). */
  quick: boolean
}

/** The top of home, by who is there: nobody yet, nobody, or the patient and their day. */
function TopOfHome({ session, stay, quick }: TopOfHomeProps) {
  if (session.isLoading) return <HomeLoading />
  if (session.isUnavailable) return <SessionUnavailable onRetry={session.retry} />
  if (!session.isSignedIn) return <SignedOutHome />
  return (
    <>
      <Greeting session={session} quick={quick} />
      {stay && (
        <LoadBoundary loading={<CardLoading />}>
          <StayHome stay={stay} />
        </LoadBoundary>
      )}
      {/* Whether today is a checkup day: without the code, the usual home. */}
      {session.hasPatientNo && !stay && (
        <LoadBoundary instead={null}>
          <CheckupDaySlot />
        </LoadBoundary>
      )}
      {!session.hasPatientNo && (
        <LoadBoundary instead={null} loading={<CardLoading />}>
          <FirstVisitCard />
        </LoadBoundary>
      )}
      {session.hasPatientNo && (
        <LoadBoundary loading={<TodayLoading />}>
          <TodayCard />
        </LoadBoundary>
      )}
    </>
  )
}
