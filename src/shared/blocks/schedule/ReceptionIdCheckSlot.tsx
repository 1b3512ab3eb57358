import { useQuery } from '@tanstack/react-query'
import type { ScheduleItem } from '@/api/generated/common/model'
import { lazyWithRetry, LoadBoundary } from '@/shared/lazy'
import { receptionIdCheckToShow } from '@/shared/domain/schedule/reception-id-check'
import { hospitalInfoQuery } from '@/shared/blocks/hospital/hospital-info-query'

const ReceptionIdCheckNote = lazyWithRetry(() =>
  import('./ReceptionIdCheckNote').then((m) => ({ default: m.ReceptionIdCheckNote })),
)

export interface ReceptionIdCheckSlotProps {
  /** Today's schedule (or the one visit being checked in). */
  today: readonly ScheduleItem[]
  /** With the page's side padding (above a schedule list); not inside a block that has it. */
  inset?: boolean
}

/**
 * Where the ID check at reception is said (today's schedule, home's card, arrival check-in): only
 * when the hospital turned it on and a clinic visit is ahead today. The note's code loads then, and
 * not in the chunks that carry this slot (home's first load has no byte to spare); without it, the
 * schedule is shown as ever.
 */
export function ReceptionIdCheckSlot({ today, inset = false }: ReceptionIdCheckSlotProps) {
  const hospital = useQuery(hospitalInfoQuery())
  const config = receptionIdCheckToShow(hospital.data?.receptionIdCheck, today)
  if (!config) return null
  return (
    <LoadBoundary instead={null}>
      <ReceptionIdCheckNote config={config} inset={inset} />
    </LoadBoundary>
  )
}
