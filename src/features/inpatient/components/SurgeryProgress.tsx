import type { SurgeryItem } from '@/api/generated/inpatient/model'
import { todayKst } from '@/shared/lib/dates'
import { inpatient } from '@/shared/messages/inpatient'
import { Badge, StepTracker } from '@/shared/ui'
import { momentText } from '@/features/inpatient/lib/moment'
import { stageSteps, type Stage } from '@/features/inpatient/lib/surgery'

const { surgery: words } = inpatient

/**
 * Where a surgery stands, as four steps (수술대기 → 수술중 → 회복중 → 퇴실): the steps passed
 * with a check and the time they were reached, the current one marked in words, the rest to come.
 */
export function SurgeryProgress({ surgery }: { surgery: SurgeryItem & { state: Stage } }) {
  const today = todayKst()
  return (
    <StepTracker
      label={words.progressLabel(surgery.operationName)}
      doneWord={words.done}
      steps={stageSteps(surgery).map((step) => ({
        label: words.state[step.stage],
        state: step.status === 'done' ? 'done' : step.status === 'current' ? 'current' : 'next',
        badge: step.status === 'current' && <Badge tone="primary">{words.current}</Badge>,
        time: step.at && momentText(step.at, today),
        hint: step.status === 'current' && words.stepHint[step.stage],
      }))}
    />
  )
}
