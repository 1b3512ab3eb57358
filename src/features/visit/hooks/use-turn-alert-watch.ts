import { useEffect, useState } from 'react'
import type { WaitingInfo } from '@/api/generated/common/model'
import { visit } from '@/shared/messages/visit'
import { nativeBridge } from '@/shared/native'
import { useOverlays } from '@/shared/overlays/overlays-context'
import type { TurnAlert } from '@/features/visit/lib/turn-alert'
import { waitingWho } from '@/features/visit/lib/waiting'
import { takeTurnAlert } from '@/features/visit/turn-alert.store'

const words = visit.turnAlert
/** Long enough to feel in a pocket. */
const VIBRATE_MS = 800

/**
 * Tells the patient, once, when the queue reaches their alert: the phone vibrates and shows a
 * notification through the shell; in front, the screen says it too. `blocked`: the phone's
 * notifications are off, so only the screen could say it.
 */
export function useTurnAlertWatch(userId: string, info: WaitingInfo | undefined, alert: TurnAlert | undefined) {
  const overlays = useOverlays()
  const [blocked, setBlocked] = useState(false)
  const threshold = alert?.threshold
  useEffect(() => {
    // A new answer, or an alert just chosen that the queue has already reached.
    if (threshold === undefined || !info || !userId || !takeTurnAlert(userId, info)) return
    const body = words.noticeBody(waitingWho(info), info.cnt)
    const bridge = nativeBridge()
    bridge.vibrate(VIBRATE_MS)
    void bridge
      .notify({ id: `turn-${info.receptionId}-${info.departmentCode}`, title: words.noticeTitle, body })
      .catch(() => 'blocked' as const)
      .then((outcome) => {
        if (outcome === 'blocked') setBlocked(true)
        if (document.visibilityState !== 'hidden') overlays.toast(`${words.noticeTitle}. ${body}`)
      })
  }, [info, userId, threshold, overlays])
  return { blocked }
}
