import { useQuery, useQueryClient } from '@tanstack/react-query'
import { BadgeCheck, IdCard, SearchX } from 'lucide-react'
import { useState } from 'react'
import { useRegisterFamilyPatientNo } from '@/api/generated/account'
import type { MultiAccount } from '@/api/generated/account/model'
import { hasPatientNo } from '@/shared/lib/person'
import { formatDate } from '@/shared/lib/korea-time'
import { account } from '@/shared/messages/account'
import { validation } from '@/shared/messages/validation'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { multiAccountQuery } from '@/shared/session/session-queries'
import { EmptyState, Intro, LinkButton, QueryState } from '@/shared/ui'
import { familyMembers } from '@/features/account/lib/family'
import { PatientNoForm, type PatientNoSubmission } from './PatientNoForm'

const { familyPatient } = account

const backToList = (
  <LinkButton variant="primary" to={href('accountManage')}>
    {familyPatient.backToList}
  </LinkButton>
)

function RegisterForm({ member, onRegistered }: { member: MultiAccount; onRegistered: () => void }) {
  const queryClient = useQueryClient()
  const overlays = useOverlays()
  const navigation = useAppNavigation()
  const registerCall = useRegisterFamilyPatientNo()

  const submit = async ({ userName, residentNumber }: PatientNoSubmission) => {
    const list = await registerCall
      .mutateAsync({ data: { userId: member.userId, userName, residentNumber, consentYn: 'Y' } })
      // The server's refusal (not a patient here, name mismatch ...) is shown by the error dialog.
      .catch(() => undefined)
    if (!list) return
    onRegistered()
    queryClient.setQueryData(multiAccountQuery().queryKey, list)
    void queryClient.invalidateQueries({ queryKey: multiAccountQuery().queryKey })
    overlays.toast(familyPatient.done(member.userName))
    await navigation.navigate(href('accountManage'), { replace: true })
  }

  return (
    <>
      <Intro icon={<IdCard aria-hidden="true" />} title={familyPatient.title(member.userName)}>
        {familyPatient.description}
      </Intro>
      <PatientNoForm
        nameLabel={familyPatient.name}
        defaultName={member.userName}
        nameReadOnly
        submitLabel={familyPatient.submit}
        pending={registerCall.isPending}
        onSubmit={submit}
        knownBirthDate={{
          value: member.birthDate,
          mismatch: validation.residentNumberNotMemberBirthDate(member.userName, formatDate(member.birthDate, false)),
        }}
        secondary={
          <LinkButton size="lg" to={href('accountManage')} replace>
            {familyPatient.later}
          </LinkButton>
        }
      />
    </>
  )
}

/** A family member's patient number (`?userId=`): name from their account, resident number, consent. */
export function FamilyPatientNo({ userId }: { userId: string }) {
  const query = useQuery(multiAccountQuery())
  // Once registered the member has a number: keep the form until the app has moved on.
  const [registered, setRegistered] = useState(false)
  return (
    <QueryState query={query}>
      {(list) => {
        const member = familyMembers(list).find((m) => m.userId === userId)
        if (!member) {
          return (
            <EmptyState
              icon={<SearchX aria-hidden="true" />}
              title={familyPatient.notFoundTitle}
              description={familyPatient.notFoundDescription}
              action={backToList}
            />
          )
        }
        if (hasPatientNo(member.patientNo) && !registered) {
          return (
            <EmptyState
              icon={<BadgeCheck aria-hidden="true" />}
              title={familyPatient.alreadyTitle(member.userName)}
              description={account.family.patientNoOf(member.patientNo)}
              action={backToList}
            />
          )
        }
        return <RegisterForm member={member} onRegistered={() => setRegistered(true)} />
      }}
    </QueryState>
  )
}
