import { useQuery, useQueryClient } from '@tanstack/react-query'
import { RotateCw } from 'lucide-react'
import { useParams } from 'react-router-dom'
import type { ScheduleItem } from '@/api/generated/common/model'
import { kst } from '@/shared/lib/dates'
import { formatTime } from '@/shared/lib/korea-time'
import { visit } from '@/shared/messages/visit'
import { useSession } from '@/shared/session/use-session'
import { Button, Cluster, Page, QueryState, Stack, Text } from '@/shared/ui'
import { TodayVisitActions } from '@/features/visit/components/TodayVisitActions'
import { TurnAlertSection } from '@/features/visit/components/TurnAlertSection'
import { WaitingCard } from '@/features/visit/components/WaitingCard'
import { useTurnAlertWatch } from '@/features/visit/hooks/use-turn-alert-watch'
import { waitingView } from '@/features/visit/lib/waiting'
import { useTurnAlert } from '@/features/visit/turn-alert.store'
import { todayScheduleQuery, waitingNumberQuery } from '@/features/visit/visit.queries'

/**
 * The waiting number (대기순번) of today's clinic visit: the number large, the room, the people
 * ahead. It refreshes itself every 15 seconds while the screen is in front, says when it was last
 * updated and can be refreshed by hand. The patient may ask to be told when N people are ahead:
 * then it is read every minute in the background too, and the phone vibrates and shows a
 * notification once. Before arrival it explains that the number comes with arrival check-in,
 * and offers it.
 */
export default function WaitingNumberScreen() {
  const { receptionId = '', departmentCode = '' } = useParams()
  const userId = useSession().user?.userId ?? ''
  const queryClient = useQueryClient()
  const { alert, choose } = useTurnAlert(userId, receptionId, departmentCode)
  const options = waitingNumberQuery(receptionId, departmentCode, Boolean(alert && !alert.firedAt))
  const query = useQuery(options)
  const { blocked } = useTurnAlertWatch(userId, query.data, alert)
  // The room is the schedule's (the waiting call does not name it).
  const room = useQuery(todayScheduleQuery()).data?.find((i: ScheduleItem) => i.receptionId === receptionId)?.location
  const refresh = () => queryClient.invalidateQueries({ queryKey: options.queryKey })
  return (
    <Page>
      <QueryState query={query}>
        {(info) => (
          <>
            <WaitingCard info={info} room={room} />
            <Cluster inset justify="between" gap={3}>
              <Text weight="bold">{visit.waiting.updatedAt(formatTime(kst(info.updatedAt).format('HH:mm')))}</Text>
              <Button
                variant="outline"
                icon={<RotateCw aria-hidden="true" />}
                loading={query.isFetching}
                onClick={() => void refresh()}
              >
                {visit.waiting.refresh}
              </Button>
            </Cluster>
            <Stack inset>
              <Text size="sm" tone="sub">
                {visit.waiting.autoRefresh}
              </Text>
            </Stack>
            {waitingView(info).kind === 'waiting' && (
              <TurnAlertSection alert={alert} ahead={info.cnt} onChoose={choose} blocked={blocked} />
            )}
            {waitingView(info).kind === 'beforeArrival' && (
              <TodayVisitActions receptionId={receptionId} showWaitingLink={false} onArrived={refresh} />
            )}
          </>
        )}
      </QueryState>
    </Page>
  )
}
