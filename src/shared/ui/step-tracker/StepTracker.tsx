import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import { messages } from '@/shared/messages'
import { KeepWhole } from '../text/Text'
import styles from './StepTracker.module.css'

export type StepState = 'done' | 'current' | 'next'

export interface TrackedStep {
  label: ReactNode
  state: StepState
  /** When it happened (done) or is expected. */
  time?: ReactNode
  /** A badge beside the label ("현재 단계"). */
  badge?: ReactNode
  /** A sentence under the label: what happens now, what to do. */
  hint?: ReactNode
  /** More under the step (a guide for the current one). */
  children?: ReactNode
  /** What a screen reader says for the step, when the words on screen are not enough ("약국 접수, 지금 단계, 오전 9:20"). */
  name?: string
}

export interface StepTrackerProps {
  steps: readonly TrackedStep[]
  /** The list's accessible name ("처방전 진행 상황"). */
  label: string
  /** Smaller marks, for a tracker inside a card. */
  dense?: boolean
  /** The word read after a finished step (the tick says it to the eye): 완료 unless the screen says otherwise. */
  doneWord?: string
}

/**
 * Where something stands among its steps (a surgery, an e-prescription, a checkup day): done
 * steps ticked, the current one marked (`aria-current="step"`), the next ones plain. One under
 * the other, so every label has the row's width.
 */
export function StepTracker({ steps, label, dense = false, doneWord = messages.common.stepDone }: StepTrackerProps) {
  return (
    <ol className={dense ? `${styles.steps} ${styles.dense}` : styles.steps} aria-label={label}>
      {steps.map((step, index) => (
        <li
          key={index}
          className={`${styles.step} ${styles[step.state]}`}
          aria-current={step.state === 'current' ? 'step' : undefined}
          aria-label={step.name}
        >
          <span className={styles.mark} aria-hidden="true">
            {step.state === 'done' ? <Check /> : index + 1}
          </span>
          <div className={styles.body}>
            <div className={styles.head} aria-hidden={step.name ? true : undefined}>
              <span className={styles.label}>
                <KeepWhole>{step.label}</KeepWhole>
              </span>
              {step.badge}
              {step.state === 'done' && <span className="visually-hidden">{doneWord}</span>}
              {step.time && <span className={styles.time}>{step.time}</span>}
            </div>
            {step.hint && (
              <p className={styles.hint} aria-hidden={step.name ? true : undefined}>
                <KeepWhole>{step.hint}</KeepWhole>
              </p>
            )}
            {step.children}
          </div>
        </li>
      ))}
    </ol>
  )
}

export interface StepBarProps {
  /** The steps' names, in order. */
  steps: readonly string[]
  /** The current step, from 1. */
  current: number
  /** "2단계 / 3단계". */
  count: string
  /** The navigation's accessible name ("예약 단계"). */
  label: string
}

/** A flow's steps as a bar (booking: 1 of 3): the count and the current step's name, one segment per step. */
export function StepBar({ steps, current, count, label }: StepBarProps) {
  return (
    <nav className={styles.bar} aria-label={label}>
      <p className={styles.barHead}>
        <span className={styles.barCount}>{count}</span>
        <span className={styles.barName} aria-hidden="true">
          <KeepWhole>{steps[current - 1]}</KeepWhole>
        </span>
      </p>
      <ol className={styles.segments}>
        {steps.map((name, index) => (
          <li
            key={name}
            className={index + 1 < current ? styles.done : undefined}
            aria-current={index + 1 === current ? 'step' : undefined}
          >
            <span className="visually-hidden">{name}</span>
          </li>
        ))}
      </ol>
    </nav>
  )
}
