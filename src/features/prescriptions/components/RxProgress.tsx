import type { RxState } from '@/api/generated/rx/model'
import { kst } from '@/shared/lib/dates'
import { formatTime } from '@/shared/lib/korea-time'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { PROGRESS_STEPS, STATUS_OF_STEP, type RxStep } from '@/shared/domain/prescriptions/rx-flow'
import { StepTracker, type TrackedStep } from '@/shared/ui'

/** The way to the medicine in hand: sent, accepted, dispensing, ready, received, with the times. */
export function RxProgress({ step, history }: { step: RxStep; history: RxState['history'] }) {
  const current = PROGRESS_STEPS.indexOf(step as (typeof PROGRESS_STEPS)[number])
  const steps = PROGRESS_STEPS.map((s, index): TrackedStep => {
    const state =
      index < current || (s === 'received' && step === 'received') ? 'done' : index === current ? 'current' : 'todo'
    const changedAt = [...history].reverse().find((h) => h.status === STATUS_OF_STEP[s])?.changedAt
    const time = changedAt && index <= current ? formatTime(kst(changedAt).format('HH:mm')) : undefined
    return {
      label: words.steps[s],
      state: state === 'todo' ? 'next' : state,
      time,
      name: words.progressStep(words.steps[s], state, time),
    }
  })
  return <StepTracker dense label={words.progressLabel} steps={steps} />
}
