import { useSession } from '../../../../shared/session/use-session'
import { messages } from '../../../../shared/messages'
import { ErrorState } from '../../../../shared/ui'
import { Greeting } from '../../components/Greeting'
import { HomeLoading } from '../../components/HomeLoading'
import { HospitalContact } from '../../components/HospitalContact'
import { NoticeDialog } from '../../components/NoticeDialog'
import { NoticePreview } from '../../components/NoticePreview'
import { Shortcuts } from '../../components/Shortcuts'
import { SignedOutHome } from '../../components/SignedOutHome'
import { TodayCard } from '../../components/TodayCard'

/**
 * Home (spec section 2): signed out, the login prompt; signed in, the greeting with the patient
 * card (or registration), today's schedule or the next appointments, shortcuts, notices, hours.
 */
export default function HomeScreen() {
  const session = useSession()
  return (
    <>
      {session.isLoading ? (
        <HomeLoading />
      ) : session.isUnavailable ? (
        <ErrorState message={messages.errors.userUnavailable} onRetry={session.retry} />
      ) : session.isSignedIn ? (
        <>
          <Greeting session={session} />
          {session.hasPatientNo && <TodayCard />}
        </>
      ) : (
        <SignedOutHome />
      )}
      <Shortcuts />
      <NoticePreview />
      <HospitalContact />
      <NoticeDialog />
    </>
  )
}
