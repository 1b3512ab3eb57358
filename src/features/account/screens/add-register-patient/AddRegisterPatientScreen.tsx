import { useSearchParams } from 'react-router-dom'
import { useSession } from '@/shared/session/use-session'
import { SkeletonList } from '@/shared/ui'
import { AddFamilyForm } from '@/features/account/components/AddFamilyForm'
import { FamilyPatientNo } from '@/features/account/components/FamilyPatientNo'
import { MainAccountOnly } from '@/features/account/components/MainAccountOnly'

/**
 * Family: with `?userId=` a member's patient number registration; without, adding a family
 * member (which continues to the new member's patient number). Only the main account does it.
 */
export default function AddRegisterPatientScreen() {
  const session = useSession()
  const [search] = useSearchParams()
  const userId = search.get('userId')
  if (session.isLoading || !session.mainUser) return <SkeletonList rows={4} />
  if (session.isFamilySelected) return <MainAccountOnly session={session} />
  return userId ? <FamilyPatientNo key={userId} userId={userId} /> : <AddFamilyForm main={session.mainUser} />
}
