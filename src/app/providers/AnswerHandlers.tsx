import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { answerFor, type ApiError, type AnswerHandlers as Handlers } from '@/api/http'
import { messages } from '@/shared/messages'
import { useAppNavigation } from '@/shared/navigation/navigation-context'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { href } from '@/shared/routes/route-table'
import { handleRefusedCall } from '../session/session-recovery'

export interface AnswerWiring {
  handlers: Handlers
  connect: (implementation: Handlers) => () => void
}

/**
 * The query client is made before the shell exists; once the overlays and the router are up,
 * ConnectAnswerHandlers connects its answer rules to them: dialogs for failures, the session's
 * callback for 401/403.
 */
export function createAnswerHandlers(): AnswerWiring {
  let current: Handlers | undefined
  return {
    handlers: {
      showDialog: (dialog) => current?.showDialog(dialog),
      onAuthError: (error, options) => current?.onAuthError(error, options),
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
  useEffect(() => {
    const showError = (error: unknown) => {
      const answer = answerFor(error)
      if (answer.kind === 'dialog') void overlays.alert({ title: answer.title, message: answer.message, tone: 'error' })
    }
    /**
     * A 401/403: the session decides (session-recovery.ts). Each outcome ends in one thing the
     * patient sees: the call's own refusal, the reads made again with a renewed token, home, a
     * sign-out with its message, or the error of an outage, never another round.
     */
    const onAuthError = async (error: ApiError, options?: { dialog: boolean }) => {
      const outcome = await handleRefusedCall(queryClient, error)
      switch (outcome.kind) {
        case 'refused':
          if (options?.dialog) {
            void overlays.alert({
              title: messages.errors.dialogTitle,
              message: error.reason ?? messages.errors.refused,
              tone: 'error',
            })
          }
          return
        case 'renewed':
          await queryClient.invalidateQueries()
          return
        case 'ready':
          await queryClient.invalidateQueries()
          return
        case 'home':
          void navigate('/', { replace: true })
          return
        case 'signed-out': {
          // The session could not be renewed: the patient verifies again and comes back here.
          const here = `${window.location.pathname}${window.location.search}`
          void navigate(href('accountSignInAuth'), { replace: true, state: { returnTo: here } })
          void overlays.alert({ message: messages.errors.sessionEnded })
          return
        }
        case 'unavailable':
          showError(outcome.error)
          return
        case 'cancelled':
          return
      }
    }
    return wiring.connect({
      showDialog: (dialog) => void overlays.alert({ title: dialog.title, message: dialog.message, tone: 'error' }),
      onAuthError: (error, options) => void onAuthError(error, options),
    })
  }, [wiring, overlays, navigate, queryClient])
  return null
}
