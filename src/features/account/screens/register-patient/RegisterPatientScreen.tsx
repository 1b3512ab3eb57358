import { useQueryClient } from '@tanstack/react-query'
import { BadgeCheck, IdCard } from 'lucide-react'
import { useState } from 'react'
import { useLocation } from 'react-router-dom'
import { useRegisterPatientNo } from '@/api/generated/account'
import { answerFor, isApiError } from '@/api/http'
import { formatDate } from '@/shared/lib/korea-time'
import { messages } from '@/shared/messages'
import { account } from '@/shared/messages/account'
import { firstVisit } from '@/shared/messages/first-visit'
import { validation } from '@/shared/messages/validation'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { readUserAgain, userInfoQuery } from '@/shared/session/session-queries'
import { useSession } from '@/shared/session/use-session'
import { EmptyState, InfoBox, Intro, LinkButton, SkeletonList, Stack } from '@/shared/ui'
import { PatientNoForm, type PatientNoSubmission } from '@/features/account/components/PatientNoForm'
import { readReturnTo } from '@/features/account/lib/router-state'
import { SignInRequired } from '@/features/account/components/SignInRequired'

function AlreadyRegistered({ patientNo }: { patientNo: string }) {
  return (
    <EmptyState
      icon={<BadgeCheck aria-hidden="true" />}
      title={account.registerPatient.alreadyTitle}
      description={account.registerPatient.alreadyDescription(patientNo)}
      action={
        <LinkButton variant="primary" to={href('home')}>
          {account.goHome}
        </LinkButton>
      }
    />
  )
}

function RegisterPatientForm({
  defaultName,
  birthDate,
  onRegistered,
}: {
  defaultName: string
  /** The birth date the patient verified with their phone (YYYY-MM-DD). */
  birthDate: string
  onRegistered: () => void
}) {
  const queryClient = useQueryClient()
  // The screen the patient was opening when they were asked to register (the guard's returnTo).
  const returnTo = readReturnTo(useLocation().state)
  const overlays = useOverlays()
  const navigation = useAppNavigation()
  const registerCall = useRegisterPatientNo({ mutation: { meta: { errorDisplay: 'silent' } } })

  // No record here is where a newcomer used to stop: the dialog offers the first visit and the number to call.
  const refused = async (error: unknown) => {
    if (isApiError(error) && error.code === 'PATIENT_NOT_REGISTERED') {
      const apply = await overlays.confirm({
        title: firstVisit.fromRegister.notRegisteredTitle,
        message: firstVisit.fromRegister.notRegistered,
        confirmLabel: firstVisit.fromRegister.apply,
        cancelLabel: messages.common.close,
      })
      if (apply) await navigation.navigate(href('firstVisitNew'))
      return
    }
    const answer = answerFor(error)
    if (answer.kind === 'dialog') await overlays.alert({ title: answer.title, message: answer.message, tone: 'error' })
  }

  const submit = async ({ userName, residentNumber }: PatientNoSubmission) => {
    const user = await registerCall
      .mutateAsync({ data: { userName, residentNumber, consentYn: 'Y' } })
      .catch(async (error: unknown) => {
        await refused(error)
        return undefined
      })
    if (!user) return
    onRegistered()
    queryClient.setQueryData(userInfoQuery().queryKey, user)
    await readUserAgain(queryClient)
    overlays.toast(account.registerPatient.done(user.patientNo))
    await navigation.navigate(returnTo ?? href('home'), { replace: true })
  }

  return (
    <>
      <Intro icon={<IdCard aria-hidden="true" />} title={account.registerPatient.title}>
        {account.registerPatient.description}
      </Intro>
      <Stack inset gap={2}>
        <InfoBox>{firstVisit.fromRegister.hint}</InfoBox>
        <LinkButton to={href('firstVisitNew')}>{firstVisit.fromRegister.link}</LinkButton>
      </Stack>
      <PatientNoForm
        nameLabel={account.registerPatient.name}
        defaultName={defaultName}
        submitLabel={account.registerPatient.submit}
        pending={registerCall.isPending}
        onSubmit={submit}
        knownBirthDate={{
          value: birthDate,
          mismatch: validation.residentNumberNotOwnBirthDate(formatDate(birthDate, false)),
        }}
      />
    </>
  )
}

/**
 * Patient number registration (spec section 5): the signed-in patient's name, resident number
 * and consent link the hospital's patient number to the account, then a notification and the
 * screen the patient was opening when asked to register (home when they came here themselves).
 * Signed out it asks to sign in; with a number already, it says so.
 */
export default function RegisterPatientScreen() {
  const session = useSession()
  // Once registered the session has a number: keep the form until the app has moved on.
  const [registering, setRegistering] = useState(false)
  if (session.isLoading) return <SkeletonList rows={3} />
  if (!session.isSignedIn || !session.user) return <SignInRequired returnTo={href('registerPatient')} />
  if (session.hasPatientNo && !registering) return <AlreadyRegistered patientNo={session.user.patientNo} />
  return (
    <RegisterPatientForm
      defaultName={session.user.userName}
      birthDate={session.user.birthDate}
      onRegistered={() => setRegistering(true)}
    />
  )
}
