import { LogIn } from 'lucide-react'
import { account } from '@/shared/messages/account'
import { href } from '@/shared/routes/route-table'
import { EmptyState, LinkButton } from '@/shared/ui'

const { signInRequired } = account

/** A public screen reached signed out: the sign-in prompt, coming back here afterwards. */
export function SignInRequired({ returnTo }: { returnTo: string }) {
  return (
    <EmptyState
      icon={<LogIn aria-hidden="true" />}
      title={signInRequired.title}
      description={signInRequired.description}
      action={
        <LinkButton variant="primary" to={href('accountSignInAuth')} state={{ returnTo }}>
          {signInRequired.action}
        </LinkButton>
      }
    />
  )
}
