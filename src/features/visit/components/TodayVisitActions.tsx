import { useQuery } from '@tanstack/react-query'
import { Clock } from 'lucide-react'
import type { ScheduleItem } from '@/api/generated/common/model'
import { ReceptionIdCheckSlot } from '@/shared/blocks/schedule/ReceptionIdCheckSlot'
import { canArrive, isWaiting } from '@/shared/domain/schedule/schedule'
import { useArrivalCheckIn } from '@/shared/blocks/schedule/use-arrival-check-in'
import { visit } from '@/shared/messages/visit'
import { href } from '@/shared/routes/route-table'
import { Button, LinkButton, Stack, Text } from '@/shared/ui'
import { todayScheduleQuery } from '@/features/visit/visit.queries'

export interface TodayVisitActionsProps {
  receptionId: string
  /** After a check-in attempt (the schedule has been refreshed). */
  onArrived?: () => void | Promise<void>
  /** The waiting number link, when the patient is waiting (not on the waiting screen itself). */
  showWaitingLink?: boolean
}

/**
 * Today's clinic visit, as today's schedule knows it: arrival check-in before arrival, the
 * waiting number once checked in. Nothing when the visit is not on today's schedule.
 */
export function TodayVisitActions({ receptionId, onArrived, showWaitingLink = true }: TodayVisitActionsProps) {
  const today = useQuery(todayScheduleQuery())
  const { checkIn, isPending } = useArrivalCheckIn({ offerWaiting: showWaitingLink })
  const item = today.data?.find((i: ScheduleItem) => i.receptionId === receptionId && i.scheduleType === 'OUTPATIENT')
  if (!item) return null
  const arrive = canArrive(item)
  const waiting = showWaitingLink && isWaiting(item) && item.departmentCode
  if (!arrive && !waiting) return null
  return (
    <Stack inset>
      {arrive && (
        <>
          <ReceptionIdCheckSlot today={[item]} />
          <Text size="sm" tone="sub">
            {visit.today.arriveHint}
          </Text>
          <Button
            size="lg"
            fullWidth
            loading={isPending}
            onClick={async () => {
              await checkIn(item)
              await onArrived?.()
            }}
          >
            {visit.arrive}
          </Button>
        </>
      )}
      {waiting && item.departmentCode && (
        <LinkButton
          variant="primary"
          to={href('waitingNumber', { receptionId, departmentCode: item.departmentCode })}
          icon={<Clock aria-hidden="true" />}
        >
          {visit.waitingNumber}
        </LinkButton>
      )}
    </Stack>
  )
}
