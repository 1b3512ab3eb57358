import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { useSession } from '@/shared/session/use-session'
import { cardPayment as words } from '@/shared/messages/card-payment'
import { refreshAfterResume, resumedMessage, resumePendingOrders } from './resume-pending-orders'

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
    if (!isSignedIn) return
    let active = true
    void resumePendingOrders().then(async (resumed) => {
      if (!active || !resumed.length) return
      await refreshAfterResume(queryClient, resumed)
      await overlays.alert({ title: words.resumedTitle, message: resumed.map(resumedMessage).join('\n') })
    })
    return () => {
      active = false
    }
  }, [isSignedIn, userId, overlays, queryClient])
}
