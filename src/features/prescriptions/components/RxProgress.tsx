import { Check } from 'lucide-react'
import type { RxState } from '@/api/generated/rx/model'
import { formatTime, kst } from '@/shared/lib/dates'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { PROGRESS_STEPS, STATUS_OF_STEP, type RxStep } from '@/shared/domain/prescriptions/rx-flow'
import styles from './Prescriptions.module.css'

/** The way to the medicine in hand: sent, accepted, dispensing, ready, received, with the times. */
export function RxProgress({ step, history }: { step: RxStep; history: RxState['history'] }) {
  const current = PROGRESS_STEPS.indexOf(step as (typeof PROGRESS_STEPS)[number])
  return (
    <ol className={styles.progress} aria-label={words.progressLabel}>
      {PROGRESS_STEPS.map((s, index) => {
        const state =
          index < current || (s === 'received' && step === 'received') ? 'done' : index === current ? 'current' : 'todo'
        const changedAt = [...history].reverse().find((h) => h.status === STATUS_OF_STEP[s])?.changedAt
        const time = changedAt && index <= current ? formatTime(kst(changedAt).format('HH:mm')) : undefined
        return (
          <li
            key={s}
            className={`${styles.progressStep} ${state === 'done' ? styles.done : ''} ${state === 'current' ? styles.current : ''}`}
            aria-current={state === 'current' ? 'step' : undefined}
            aria-label={words.progressStep(words.steps[s], state, time)}
          >
            <span className={styles.progressDot} aria-hidden="true">
              {state === 'done' && <Check />}
            </span>
            <span aria-hidden="true">{words.steps[s]}</span>
            {time && (
              <span className={styles.progressTime} aria-hidden="true">
                {time}
              </span>
            )}
          </li>
        )
      })}
    </ol>
  )
}
