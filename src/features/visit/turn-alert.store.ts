import { useCallback, useSyncExternalStore } from 'react'
import type { WaitingInfo } from '@/api/generated/common/model'
import { isoDateTime, todayKst } from '@/shared/lib/dates'
import { personalStore } from '@/shared/storage/personal-store'
import { parseTurnAlerts, shouldFire, ticketKey, withAlert, type TurnAlert } from './lib/turn-alert'

/** Each user's turn alerts on this phone (forgotten at sign-out with the other personal records). */
const store = personalStore('turn-alerts', parseTurnAlerts)

export interface TurnAlertActions {
  alert: TurnAlert | undefined
  /** Asks for the alert at `threshold` people ahead, or turns it off (`undefined`). */
  choose: (threshold: number | undefined) => void
}

/** The alert of one waiting number, for the signed-in user. */
export function useTurnAlert(userId: string, receptionId: string, departmentCode: string): TurnAlertActions {
  const key = ticketKey(receptionId, departmentCode)
  const all = useSyncExternalStore(store.subscribe, () => store.read(userId))
  const choose = useCallback(
    (threshold: number | undefined) => {
      const today = todayKst()
      store.write(
        userId,
        withAlert(store.read(userId), key, threshold === undefined ? undefined : { day: today, threshold }, today),
      )
    },
    [userId, key],
  )
  return { alert: all.alerts[key], choose }
}

/**
 * Marks the alert fired when the queue has come to it, reading the stored alert afresh (a second
 * render or a second screen never fires it twice). True when the caller should tell the patient.
 */
export function takeTurnAlert(userId: string, info: WaitingInfo): boolean {
  const key = ticketKey(info.receptionId, info.departmentCode)
  const stored = store.read(userId)
  const alert = stored.alerts[key]
  if (!shouldFire(alert, info)) return false
  store.write(userId, withAlert(stored, key, { ...alert, firedAt: isoDateTime() }, todayKst()))
  return true
}
