import { useCallback, useEffect, useState } from 'react'
import type { LatLng } from '@/shared/lib/geo'
import { messages } from '@/shared/messages'
import { nativeBridge } from '@/shared/native'

export type DeviceLocation =
  | { status: 'locating' }
  | { status: 'known'; position: LatLng }
  /** Refused or unavailable: why, in the shell's words. */
  | { status: 'unknown'; reason: string }

/**
 * The phone's location through the shell (asked once when the screen opens, again on `retry`).
 * Refusing the permission is an answer, not an error: screens carry on without distances.
 */
export function useDeviceLocation(): DeviceLocation & { retry: () => void } {
  const [location, setLocation] = useState<DeviceLocation>({ status: 'locating' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    nativeBridge()
      .getLocation()
      .then(
        (position) => current && setLocation({ status: 'known', position }),
        (error: unknown) =>
          current &&
          setLocation({
            status: 'unknown',
            reason: error instanceof Error && error.message ? error.message : messages.native.locationUnavailable,
          }),
      )
    return () => {
      current = false
    }
  }, [attempt])
  const retry = useCallback(() => {
    setLocation({ status: 'locating' })
    setAttempt((n) => n + 1)
  }, [])
  return { ...location, retry }
}
