import type { RxState } from '@/api/generated/rx/model'
import { kst } from '@/shared/lib/dates'
import { formatTime } from '@/shared/lib/korea-time'
import { prescriptions as words } from '@/shared/messages/prescriptions'
import { Badge, Cluster, Stack, Text } from '@/shared/ui'
import { isOnTheWay, type RxView } from '@/shared/domain/prescriptions/rx-flow'
import { RxProgress } from './RxProgress'

/**
 * Where the e-prescription stands: its step in words, what it waits for, the way to the medicine
 * with the times, and (on its way) that it refreshes itself. Read out again when it moves.
 */
export function RxStatusCard({ view, state, note }: { view: RxView; state: RxState | undefined; note?: string }) {
  const onTheWay = isOnTheWay(view.step)
  const showsProgress = view.step !== 'notSent' && view.step !== 'cancelled'
  return (
    <Stack gap={4}>
      <Stack gap={1} aria-live="polite">
        <Cluster>
          <Badge tone={view.badge.tone}>{view.badge.label}</Badge>
          {state?.pharmName && showsProgress && <Text as="span">{state.pharmName}</Text>}
        </Cluster>
        <Text size="lg" weight="bold">
          {view.waiting}
        </Text>
        {note && (
          <Text size="sm" tone="sub">
            {note}
          </Text>
        )}
      </Stack>
      {showsProgress && state && <RxProgress step={view.step} history={state.history} />}
      {onTheWay && state && (
        <Text size="sm" tone="sub">
          {`${words.updatedAt(formatTime(kst(state.updatedAt).format('HH:mm')))} · ${words.autoRefresh}`}
        </Text>
      )}
    </Stack>
  )
}
