import { Check, CircleDot, Clock3 } from 'lucide-react'
import type { CheckupStation, StationState } from '@/api/generated/checkup/model'
import { formatTime } from '@/shared/lib/korea-time'
import { checkup } from '@/shared/messages/checkup'
import { Badge, type BadgeTone, ListRow } from '@/shared/ui'
import styles from './Stations.module.css'

const { schedule: words } = checkup

const LOOK: Record<StationState, { tone: BadgeTone; Icon: typeof Check }> = {
  WAITING: { tone: 'neutral', Icon: Clock3 },
  IN_PROGRESS: { tone: 'info', Icon: CircleDot },
  DONE: { tone: 'primary', Icon: Check },
}

/**
 * The checkup day's stations in order: when, what, where, and (on the day) each one's state in
 * words. Shared: the checkup's schedule screens and, on the day, the home.
 */
export function Stations({
  stations,
  showState,
  brief = false,
}: {
  stations: readonly CheckupStation[]
  showState: boolean
  /** When and where only, without what each station does (the home's card). */
  brief?: boolean
}) {
  return (
    <ol className={styles.stations} aria-label={words.stepsLabel}>
      {stations.map((station) => {
        const { tone, Icon } = LOOK[station.state]
        return (
          <li key={station.order} data-state={station.state}>
            <ListRow
              when={formatTime(station.expectedTime)}
              current={station.state === 'IN_PROGRESS'}
              title={`${station.order}. ${station.stationName}`}
              meta={brief ? station.location : [station.location, station.description]}
              trailing={
                showState && (
                  <Badge tone={tone}>
                    <Icon aria-hidden="true" />
                    {words.state[station.state]}
                  </Badge>
                )
              }
            />
          </li>
        )
      })}
    </ol>
  )
}
