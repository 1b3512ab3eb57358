import type { TimelineEntry } from '@/api/generated/common/model'
import { isSameDayTest } from '@/shared/domain/schedule/schedule'
import { formatTime } from '@/shared/lib/korea-time'
import { visit } from '@/shared/messages/visit'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { Badge, type BadgeTone, ListRow } from '@/shared/ui'

export const typeTone: Record<TimelineEntry['scheduleType'], BadgeTone> = {
  OUTPATIENT: 'primary',
  TEST: 'info',
  INPATIENT: 'neutral',
  SURGERY: 'warning',
}

/** "오전 10:30", or "시간 무관" for a test any time that day (spec section 9). */
export const entryTime = (entry: Pick<TimelineEntry, 'scheduleType' | 'scheduleTime'>): string =>
  isSameDayTest(entry) ? visit.timeline.anyTime : formatTime(entry.scheduleTime)

/** One entry of the timeline: time, type, what and who; opens its detail. */
export function TimelineEntryRow({ entry }: { entry: TimelineEntry }) {
  const who = [entry.departmentName, entry.doctorName && visit.doctorTitle(entry.doctorName)].filter(Boolean)
  return (
    <ListRow
      as={AppLink}
      to={href('timelineDetail', { detailData: entry.timelineId }, { date: entry.scheduleDate })}
      chevron
      when={entryTime(entry)}
      title={entry.title}
      meta={[...who, entry.location].filter(Boolean).join(' · ') || undefined}
      trailing={<Badge tone={typeTone[entry.scheduleType]}>{visit.scheduleType[entry.scheduleType]}</Badge>}
    />
  )
}
