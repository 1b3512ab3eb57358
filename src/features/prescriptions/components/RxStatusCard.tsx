import type { RxState } from '@/api/generated/rx/model'
import { formatTime, kst } from '@/shared/lib/dates'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { Badge } from '@/shared/ui'
import { isOnTheWay, type RxView } from '@/shared/domain/prescriptions/rx-flow'
import { RxProgress } from './RxProgress'
import styles from './Prescriptions.module.css'

/**
 * Where the e-prescription stands: its step in words, what it waits for, the way to the medicine
 * with the times, and (on its way) that it refreshes itself. Read out again when it moves.
 */
export function RxStatusCard({ view, state, note }: { view: RxView; state: RxState | undefined; note?: string }) {
  const onTheWay = isOnTheWay(view.step)
  const showsProgress = view.step !== 'notSent' && view.step !== 'cancelled'
  return (
    <div className={styles.statusCard}>
      <div aria-live="polite" className={styles.rowMeta}>
        <p className={styles.statusHead}>
          <Badge tone={view.badge.tone}>{view.badge.label}</Badge>
          {state?.pharmName && showsProgress && <span>{state.pharmName}</span>}
        </p>
        <p className={styles.statusWords}>{view.waiting}</p>
        {note && <p className={styles.statusHint}>{note}</p>}
      </div>
      {showsProgress && state && <RxProgress step={view.step} history={state.history} />}
      {onTheWay && state && (
        <p className={styles.statusHint}>
          {words.updatedAt(formatTime(kst(state.updatedAt).format('HH:mm')))} · {words.autoRefresh}
        </p>
      )}
    </div>
  )
}
