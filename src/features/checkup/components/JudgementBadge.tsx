import { Check, CircleAlert, TriangleAlert } from 'lucide-react'
import type { Judgement } from '@/api/generated/checkup/model'
import { checkup } from '@/shared/messages/checkup'
import { Badge, type BadgeTone } from '@/shared/ui'

const LOOK: Record<Judgement, { tone: BadgeTone; Icon: typeof Check }> = {
  NORMAL: { tone: 'primary', Icon: Check },
  CAUTION: { tone: 'warning', Icon: TriangleAlert },
  ABNORMAL: { tone: 'danger', Icon: CircleAlert },
}

/** 정상 / 경계 / 이상 in words with an icon, never colour alone. */
export function JudgementBadge({ judgement }: { judgement: Judgement }) {
  const { tone, Icon } = LOOK[judgement]
  return (
    <Badge tone={tone}>
      <Icon aria-hidden="true" />
      {checkup.result.judgement[judgement]}
    </Badge>
  )
}
