import { messages } from '../messages'
import { offline } from '../messages/offline'
import { useOnline } from '../offline/connectivity'
import { ErrorState } from '../ui'

/**
 * The signed-in user could not be loaded (the sign-in is kept). Without a connection and with
 * nothing kept (a first start in a basement), it says so, not "failed"; retry either way.
 */
export function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  const online = useOnline()
  return online ? (
    <ErrorState message={messages.errors.userUnavailable} onRetry={onRetry} />
  ) : (
    <ErrorState title={offline.title} message={offline.nothingKept} onRetry={onRetry} />
  )
}
