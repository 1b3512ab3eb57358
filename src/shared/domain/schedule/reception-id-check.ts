import type { ScheduleItem } from '@/api/generated/common/model'
import type { ReceptionIdCheck } from '@/api/generated/hospital/model'

/**
 * The ID check at reception is said on a day with a clinic visit still ahead (reception checks
 * identity for a clinic visit), and only when the hospital turned it on. Everything said comes
 * from the hospital's configuration: without it, nothing is said.
 */
export function receptionIdCheckToShow(
  config: ReceptionIdCheck | undefined,
  today: readonly Pick<ScheduleItem, 'scheduleType' | 'treatmentStatus'>[],
): ReceptionIdCheck | undefined {
  if (config?.enabled !== 'Y' || !config.notice.trim()) return undefined
  const visitAhead = today.some((item) => item.scheduleType === 'OUTPATIENT' && item.treatmentStatus !== 'COMPLETED')
  return visitAhead ? config : undefined
}
