import type { CheckupType } from '@/api/generated/checkup/model'
import { checkup } from '@/shared/messages/checkup'
import { Badge } from '@/shared/ui'

/** 종합검진 / 국가검진. */
export function CheckupTypeBadge({ type }: { type: CheckupType }) {
  return <Badge tone={type === 'SYNTHESIS' ? 'info' : 'neutral'}>{checkup.type[type]}</Badge>
}
