import { PartyPopper, UserPlus } from 'lucide-react'
import { firstVisit } from '@/shared/messages/first-visit'
import { account } from '@/shared/messages/account'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import { InfoBox, Intro, LinkButton, SkeletonList, Stack } from '@/shared/ui'
import { SignInRequired } from '@/features/account/components/SignInRequired'

const { signUpComplete } = account

/**
 * Welcome after signing up: the next step is registering the patient number (the primary
 * action), or for someone new to the hospital asking for a first visit; "later" goes home. Back from here goes home too (spec section 2).
 */
export default function SignUpCompleteScreen() {
  const session = useSession()
  if (session.isLoading) return <SkeletonList rows={2} />
  if (!session.isSignedIn) return <SignInRequired returnTo={href('accountSignUpComplete')} />
  const name = session.user?.userName
  return (
    <>
      <Intro
        icon={<PartyPopper aria-hidden="true" />}
        title={name ? signUpComplete.title(name) : signUpComplete.titleNoName}
      >
        {signUpComplete.description}
      </Intro>
      <Stack inset>
        <InfoBox>{signUpComplete.patientNoHint}</InfoBox>
      </Stack>
      <Stack inset gap={2}>
        {!session.hasPatientNo && (
          <LinkButton variant="primary" to={href('registerPatient')} icon={<UserPlus aria-hidden="true" />}>
            {signUpComplete.register}
          </LinkButton>
        )}
        {/* Someone who was never seen here has no number to register: the first visit is their way in. */}
        {!session.hasPatientNo && <LinkButton to={href('firstVisitNew')}>{firstVisit.fromRegister.link}</LinkButton>}
        <LinkButton to={href('home')} replace>
          {session.hasPatientNo ? account.goHome : signUpComplete.later}
        </LinkButton>
      </Stack>
    </>
  )
}
