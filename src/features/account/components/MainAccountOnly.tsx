import { UsersRound } from 'lucide-react'
import { account } from '@/shared/messages/account'
import type { Session } from '@/shared/session/use-session'
import { Button, EmptyState } from '@/shared/ui'
import { useAccountSwitch } from '@/shared/session/use-account-switch'
import { accountSwitch } from '@/shared/messages/account-switch'

/**
 * Acting as a family member on a screen only the main account may use (family management,
 * withdrawal): says so, with the way back to one's own account.
 */
export function MainAccountOnly({ session }: { session: Session }) {
  const { switchTo, isPending } = useAccountSwitch()
  const main = session.mainUser
  return (
    <EmptyState
      icon={<UsersRound aria-hidden="true" />}
      title={account.mainOnly.title}
      description={account.mainOnly.description(session.user?.userName ?? '')}
      action={
        main && (
          <Button loading={isPending} onClick={() => void switchTo(main)}>
            {accountSwitch.myOwnAccount}
          </Button>
        )
      }
    />
  )
}
