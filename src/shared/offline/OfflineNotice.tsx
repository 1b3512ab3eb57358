import { isoDate, isoDateTime, formatDate, formatTime, todayKst } from '../lib/korea-time'
import { offline, offlineNotice } from '../messages/offline'
import { InfoBox } from '../ui/info-box/InfoBox'
import { useOnline } from './connectivity'
import styles from './OfflineNotice.module.css'

/** The answers a screen shows: only those received count. */
interface Received {
  data: unknown
  dataUpdatedAt: number
}

/** When the oldest of a screen's answers was received (what the notice vouches for). */
export function receivedAt(...queries: Received[]): number | undefined {
  const times = queries.filter((query) => query.data !== undefined && query.dataUpdatedAt > 0)
  return times.length ? Math.min(...times.map((query) => query.dataUpdatedAt)) : undefined
}

/** "오전 9:30" today, "2026.11.22 (일) 오후 3:10" another day (Korea time, by the app clock). */
export function formatReceived(epochMs: number): string {
  const clock = formatTime(isoDateTime(epochMs).slice(11, 16))
  return isoDate(epochMs) === todayKst() ? clock : `${formatDate(epochMs)} ${clock}`
}

export interface OfflineNoticeProps {
  /** When what the screen shows was received (receivedAt); nothing when it has nothing kept. */
  since: number | undefined
  /** The screen has actions that need the server: say they wait for a connection. */
  actions?: boolean
}

/**
 * Without a connection: says so plainly, and since when the shown answers date. Nothing while
 * the phone is online.
 */
export function OfflineNotice({ since, actions = false }: OfflineNoticeProps) {
  const online = useOnline()
  if (online) return null
  return (
    <div className={styles.notice} role="status">
      <InfoBox tone="warning">
        <p className={styles.title}>{offline.title}</p>
        {since !== undefined && <p>{offlineNotice.keptSince(formatReceived(since))}</p>}
        {actions && <p className={styles.actions}>{offlineNotice.needsServer}</p>}
      </InfoBox>
    </div>
  )
}
