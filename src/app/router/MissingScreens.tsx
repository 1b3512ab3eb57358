import { Construction, MapPinOff } from 'lucide-react'
import { messages } from '@/shared/messages'
import { href } from '@/shared/routes/route-table'
import { EmptyState, LinkButton } from '@/shared/ui'
import { missingScreens } from '@/shared/messages/missing-screens'

/**
 * Screens for addresses without one: rare, so a chunk of their own instead of the first load
 * (ScreenStates.tsx loads them).
 */

/** A menu whose screen is not built yet (spec: empty menu entries show 'service not ready'). */
export function NotReadyScreen() {
  return (
    <EmptyState
      icon={<Construction aria-hidden="true" />}
      title={missingScreens.notReady}
      description={missingScreens.notReadyHint}
      action={
        <LinkButton variant="primary" to={href('home')}>
          {missingScreens.goHome}
        </LinkButton>
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
      description={missingScreens.notFoundHint}
      action={
        <LinkButton variant="primary" to={href('home')}>
          {missingScreens.goHome}
        </LinkButton>
      }
    />
  )
}
