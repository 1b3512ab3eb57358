import { Construction, MapPinOff } from 'lucide-react'
import { messages } from '@/shared/messages'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { EmptyState, Skeleton, SkeletonList } from '@/shared/ui'
import styles from './ScreenStates.module.css'

/** While a screen's code or the guard's answer is on its way. */
export function ScreenSkeleton() {
  return (
    <div className={styles.skeleton}>
      <Skeleton height="7rem" radius="var(--radius-lg)" />
      <SkeletonList rows={3} />
    </div>
  )
}

/** A menu whose screen is not built yet (spec: empty menu entries show 'service not ready'). */
export function NotReadyScreen() {
  return (
    <EmptyState
      icon={<Construction aria-hidden="true" />}
      title={messages.shell.notReady}
      description={messages.shell.notReadyHint}
      action={
        <AppLink className={styles.homeLink} to={href('home')}>
          {messages.shell.goHome}
        </AppLink>
      }
    />
  )
}

/** An address that is no screen of the app (mistyped, or an old link): it says so and leads home. */
export function NotFoundScreen() {
  return (
    <EmptyState
      icon={<MapPinOff aria-hidden="true" />}
      title={messages.shell.notFound}
      description={messages.shell.notFoundHint}
      action={
        <AppLink className={styles.homeLink} to={href('home')}>
          {messages.shell.goHome}
        </AppLink>
      }
    />
  )
}
