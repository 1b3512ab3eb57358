import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Trash2, Users } from 'lucide-react'
import { useRemoveFamilyAccount } from '@/api/generated/account'
import type { MultiAccount } from '@/api/generated/account/model'
import { account } from '@/shared/messages/account'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { multiAccountQuery } from '@/shared/session/session-queries'
import { useSession } from '@/shared/session/use-session'
import { Button, EmptyState, Intro, LinkButton, QueryState, SkeletonList, Stack } from '@/shared/ui'
import { FamilyMemberCard } from '@/features/account/components/FamilyMemberCard'
import { MainAccountOnly } from '@/features/account/components/MainAccountOnly'
import { familyMembers } from '@/features/account/lib/family'

const { deleteFamily } = account

function DeleteList() {
  const query = useQuery(multiAccountQuery())
  const queryClient = useQueryClient()
  const overlays = useOverlays()
  const remove = useRemoveFamilyAccount()

  const confirmRemove = async (member: MultiAccount) => {
    const yes = await overlays.confirm({
      title: deleteFamily.confirmTitle(member.userName),
      message: deleteFamily.confirmMessage,
      confirmLabel: deleteFamily.confirmLabel,
      tone: 'danger',
    })
    if (!yes) return
    const list = await remove.mutateAsync({ data: { userId: member.userId } }).catch(() => undefined)
    if (!list) return
    queryClient.setQueryData(multiAccountQuery().queryKey, list)
    await queryClient.invalidateQueries({ queryKey: multiAccountQuery().queryKey })
    overlays.toast(deleteFamily.done(member.userName))
  }

  return (
    <QueryState
      query={query}
      isEmpty={(list) => familyMembers(list).length === 0}
      empty={
        <EmptyState
          icon={<Users aria-hidden="true" />}
          title={deleteFamily.emptyTitle}
          description={deleteFamily.emptyDescription}
          action={
            <LinkButton variant="primary" to={href('accountManage')}>
              {deleteFamily.toManage}
            </LinkButton>
          }
        />
      }
    >
      {(list) => (
        <Stack inset>
          {familyMembers(list).map((member) => (
            <FamilyMemberCard
              key={member.userId}
              member={member}
              acting={false}
              actions={
                <Button
                  variant="outline"
                  icon={<Trash2 aria-hidden="true" />}
                  aria-label={deleteFamily.deleteLabel(member.userName)}
                  disabled={remove.isPending}
                  onClick={() => void confirmRemove(member)}
                >
                  {deleteFamily.delete}
                </Button>
              }
            />
          ))}
        </Stack>
      )}
    </QueryState>
  )
}

/**
 * Deleting family accounts: each member with a delete button, a confirmation, then the list as
 * the server returns it. Only the main account manages family.
 */
export default function FamilyDeleteScreen() {
  const session = useSession()
  if (session.isLoading) return <SkeletonList rows={3} />
  if (session.isFamilySelected) return <MainAccountOnly session={session} />
  return (
    <>
      <Intro icon={<Trash2 aria-hidden="true" />} title={deleteFamily.title}>
        {deleteFamily.intro}
      </Intro>
      <DeleteList />
    </>
  )
}
