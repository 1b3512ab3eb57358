import { useEffect, useRef, useSyncExternalStore } from 'react'
import { messages } from '../messages'
import { offline } from '../messages/offline'
import { connectivity } from '../offline/connectivity'
import { ErrorState } from '../ui'

/**
 * The signed-in user could not be loaded (the sign-in is kept). When the phone itself has no
 * connection and nothing is kept (a first start in a basement), it says so, not "failed", and
 * asks again by itself once the phone is back online, as its words promise; a server that does
 * not answer while the phone is online gets the spec's message. Retry either way.
 */
export function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  const deviceOffline = useSyncExternalStore(connectivity.subscribe, connectivity.isDeviceOffline)
  const wasOffline = useRef(deviceOffline)
  useEffect(() => {
    if (wasOffline.current && !deviceOffline) onRetry()
    wasOffline.current = deviceOffline
  }, [deviceOffline, onRetry])
  return deviceOffline ? (
    <ErrorState title={offline.title} message={offline.nothingKept} onRetry={onRetry} />
  ) : (
    <ErrorState message={messages.errors.userUnavailable} onRetry={onRetry} />
  )
}
