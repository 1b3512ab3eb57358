import { appointment } from '@/shared/messages/appointment'
import styles from './Appointment.module.css'

const { steps } = appointment

/** Where the patient is in the booking: "2단계 / 3단계" and the three steps' names. */
export function StepIndicator({ step }: { step: 1 | 2 | 3 }) {
  return (
    <nav className={styles.steps} aria-label={steps.label}>
      <p className={styles.stepCount}>{steps.progress(step, steps.names.length)}</p>
      <ol className={styles.stepList}>
        {steps.names.map((name, index) => (
          <li
            key={name}
            aria-current={index + 1 === step ? 'step' : undefined}
            data-state={index + 1 < step ? 'done' : undefined}
          >
            {name}
          </li>
        ))}
      </ol>
    </nav>
  )
}
