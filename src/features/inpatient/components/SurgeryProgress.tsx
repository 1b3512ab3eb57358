import { Check } from 'lucide-react'
import type { SurgeryItem } from '@/api/generated/inpatient/model'
import { todayKst } from '@/shared/lib/dates'
import { inpatient } from '@/shared/messages/inpatient'
import { Badge } from '@/shared/ui'
import { momentText } from '../lib/moment'
import { stageSteps, type Stage } from '../lib/surgery'
import styles from './Inpatient.module.css'

const { surgery: words } = inpatient

/**
 * Where a surgery stands, as four steps (수술대기 → 수술중 → 회복중 → 퇴실): the steps passed
 * with a check and the time they were reached, the current one marked in words, the rest to come.
 */
export function SurgeryProgress({ surgery }: { surgery: SurgeryItem & { state: Stage } }) {
  const today = todayKst()
  return (
    <ol className={styles.steps} aria-label={words.progressLabel(surgery.operationName)}>
      {stageSteps(surgery).map((step, index) => (
        <li
          key={step.stage}
          className={`${styles.step} ${styles[step.status]}`}
          aria-current={step.status === 'current' ? 'step' : undefined}
        >
          <span className={styles.mark} aria-hidden="true">
            {step.status === 'done' ? <Check /> : index + 1}
          </span>
          <div className={styles.stepBody}>
            <p className={styles.stepTitle}>
              {words.state[step.stage]}
              {step.status === 'current' && <Badge tone="primary">{words.current}</Badge>}
              {step.status === 'done' && <Badge tone="neutral">{words.done}</Badge>}
            </p>
            {step.at && <p className={styles.stepHint}>{momentText(step.at, today)}</p>}
            {step.status === 'current' && <p className={styles.stepHint}>{words.stepHint[step.stage]}</p>}
          </div>
        </li>
      ))}
    </ol>
  )
}
