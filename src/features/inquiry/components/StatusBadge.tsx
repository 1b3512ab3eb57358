import type { InquiryStatus } from '@/api/generated/account/model'
import { inquiry } from '@/shared/messages/inquiry'
import { Badge } from '@/shared/ui'

/** 답변 완료 / 답변 대기, in words. */
export function StatusBadge({ status }: { status: InquiryStatus }) {
  return <Badge tone={status === 'ANSWERED' ? 'primary' : 'warning'}>{inquiry.status[status]}</Badge>
}
