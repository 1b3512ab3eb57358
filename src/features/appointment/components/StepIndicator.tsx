import { appointment } from '@/shared/messages/appointment'
import { StepBar } from '@/shared/ui'

const { steps } = appointment

/** Where the patient is in the booking: "2단계 / 3단계", the step's name and a bar of the three. */
export function StepIndicator({ step }: { step: 1 | 2 | 3 }) {
  return (
    <StepBar label={steps.label} count={steps.progress(step, steps.names.length)} current={step} steps={steps.names} />
  )
}
