import type { FirstVisitStatus } from '@/api/generated/outpatient/model'
import { firstVisit } from '@/shared/messages/first-visit'
import { Badge, type BadgeTone } from '@/shared/ui'

const TONES: Record<FirstVisitStatus, BadgeTone> = {
  RECEIVED: 'warning',
  BOOKED: 'primary',
  CALLBACK: 'info',
  CANCELLED: 'neutral',
}

/** Where a first-visit request stands, in words and colour. */
export function StatusBadge({ status }: { status: FirstVisitStatus }) {
  return <Badge tone={TONES[status]}>{firstVisit.status[status]}</Badge>
}
