import { useQuery } from '@tanstack/react-query'
import { firstVisitsQuery } from '@/shared/blocks/first-visit/first-visit-queries'
import { firstVisit } from '@/shared/messages/first-visit'
import { href } from '@/shared/routes/route-table'
import { useSession } from '@/shared/session/use-session'
import { InfoBox, LinkButton, SkeletonList, Stack } from '@/shared/ui'
import { AlreadyPatient } from '@/features/first-visit/components/AlreadyPatient'
import { FirstVisitForm } from '@/features/first-visit/components/FirstVisitForm'

/**
 * A first-visit request (the app team's proposal), for an account without a patient number. One
 * request waits for the desk at a time: while one does, the form says so and links to it.
 */
export default function FirstVisitNewScreen() {
  const session = useSession()
  const requests = useQuery(firstVisitsQuery())
  if (session.isLoading || !session.user) return <SkeletonList rows={4} />
  if (session.hasPatientNo) return <AlreadyPatient />
  const waiting = requests.data?.items.some((request) => request.status === 'RECEIVED') ?? false
  return (
    <>
      {waiting && (
        <Stack inset gap={2}>
          <InfoBox tone="warning">{firstVisit.form.openAlready}</InfoBox>
          <LinkButton to={href('firstVisit')}>{firstVisit.form.seeOpen}</LinkButton>
        </Stack>
      )}
      <FirstVisitForm phone={session.user.cellphoneNumber} blocked={waiting} />
    </>
  )
}
