import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { cardPayment as words } from '@/shared/messages/card-payment'
import { useOverlays, type Overlays } from '@/shared/overlays/overlays-context'
import { useSession } from '@/shared/session/use-session'
import { refreshAfterResume, resumedMessage, resumePendingOrders } from './resume-pending-orders'

let announcing: Promise<void> | undefined

/** Finishes what is pending and says it once, however many screens ask at the same time. */
function resumeAndAnnounce(queryClient: QueryClient, overlays: Overlays): Promise<void> {
  announcing ??= (async () => {
    const resumed = await resumePendingOrders()
    if (!resumed.length) return
    await refreshAfterResume(queryClient, resumed)
    await overlays.alert({ title: words.resumedTitle, message: resumed.map(resumedMessage).join('\n') })
  })().finally(() => {
    announcing = undefined
  })
  return announcing
}

/**
 * Finishes the card payments left unfinished on this phone once the patient is signed in (the
 * app's start, a payment screen opening) and says in a sentence what became of each.
 */
export function useResumePendingOrders(): void {
  const overlays = useOverlays()
  const queryClient = useQueryClient()
  const { mainUser, isSignedIn } = useSession()
  const userId = mainUser?.userId
  useEffect(() => {
    if (isSignedIn && userId) void resumeAndAnnounce(queryClient, overlays)
  }, [isSignedIn, userId, overlays, queryClient])
}
