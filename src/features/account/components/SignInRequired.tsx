import { LogIn } from 'lucide-react'
import { account } from '@/shared/messages/account'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { EmptyState } from '@/shared/ui'
import styles from './Account.module.css'

const { signInRequired } = account

/** A public screen reached signed out: the sign-in prompt, coming back here afterwards. */
export function SignInRequired({ returnTo }: { returnTo: string }) {
  return (
    <EmptyState
      icon={<LogIn aria-hidden="true" />}
      title={signInRequired.title}
      description={signInRequired.description}
      action={
        <AppLink className={styles.linkPrimary} to={href('accountSignInAuth')} state={{ returnTo }}>
          {signInRequired.action}
        </AppLink>
      }
    />
  )
}
