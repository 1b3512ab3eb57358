import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { AnswerHandlers as Handlers } from '../../api/http'
import { useAppNavigation } from '../../shared/navigation/navigation-context'
import { useOverlays } from '../../shared/overlays/overlays-context'
import { recoverSession } from '../session/session-recovery'

export interface AnswerWiring {
  handlers: Handlers
  connect: (implementation: Handlers) => () => void
}

/**
 * The query client is made before the shell exists; once the overlays and the router are up,
 * ConnectAnswerHandlers connects its answer rules to them: dialogs for failures, the session
 * recovery for 401/403 (then home, or everything refetched with the new token).
 */
export function createAnswerHandlers(): AnswerWiring {
  let current: Handlers | undefined
  return {
    handlers: {
      showDialog: (dialog) => current?.showDialog(dialog),
      onAuthError: (error) => current?.onAuthError(error),
    },
    connect(implementation) {
      current = implementation
      return () => {
        if (current === implementation) current = undefined
      }
    },
  }
}

export function ConnectAnswerHandlers({ wiring }: { wiring: AnswerWiring }) {
  const overlays = useOverlays()
  // Home through the app's navigation: open overlays close and their history entries go first.
  const { navigate } = useAppNavigation()
  const queryClient = useQueryClient()
  useEffect(
    () =>
      wiring.connect({
        showDialog: (dialog) => void overlays.alert({ title: dialog.title, message: dialog.message, tone: 'error' }),
        onAuthError: (error) =>
          void recoverSession(queryClient, error).then((outcome) => {
            if (outcome.kind === 'home') void navigate('/', { replace: true })
            else void queryClient.invalidateQueries()
          }),
      }),
    [wiring, overlays, navigate, queryClient],
  )
  return null
}
