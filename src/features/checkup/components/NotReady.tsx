import { Clock } from 'lucide-react'
import type { CheckupRecord } from '@/api/generated/checkup/model'
import { LIMITS } from '@/shared/config/constants'
import { formatDate } from '@/shared/lib/korea-time'
import { checkup } from '@/shared/messages/checkup'
import { CallLink, EmptyState, Text } from '@/shared/ui'
import { screenErrors } from '@/shared/messages/screen-errors'

const { result: words } = checkup

/** A result still in its waiting period: when it opens, and why it is not there yet. */
export function NotReady({ record }: { record: CheckupRecord }) {
  return (
    <EmptyState
      role="status"
      tone="info"
      icon={<Clock aria-hidden="true" />}
      title={words.notReadyTitle}
      action={<CallLink phone={checkup.centerPhone}>{checkup.callCenter}</CallLink>}
    >
      <Text size="lg" weight="bold" tone="primary">
        {words.notReadyUntil(formatDate(record.resultAvailableFrom))}
      </Text>
      <Text>{screenErrors.checkupResultWait(LIMITS.checkupResultWaitDays[record.checkupType])}</Text>
      <Text size="sm" tone="sub">
        {words.notReadyCall}
      </Text>
    </EmptyState>
  )
}
