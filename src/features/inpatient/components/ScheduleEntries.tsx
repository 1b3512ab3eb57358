import {
  BedDouble,
  ClipboardList,
  DoorOpen,
  FlaskConical,
  HeartPulse,
  Stethoscope,
  type LucideIcon,
} from 'lucide-react'
import type { InpatientScheduleCategory, InpatientScheduleItem } from '@/api/generated/inpatient/model'
import { formatTime } from '@/shared/lib/korea-time'
import { inpatient } from '@/shared/messages/inpatient'
import { href } from '@/shared/routes/route-table'
import { Badge, type BadgeTone, LinkButton, ListRow } from '@/shared/ui'
import styles from './Inpatient.module.css'

const { schedule: words } = inpatient

const KIND: Record<InpatientScheduleCategory, { Icon: LucideIcon; tone: BadgeTone }> = {
  ADMISSION: { Icon: BedDouble, tone: 'neutral' },
  TEST: { Icon: FlaskConical, tone: 'info' },
  SURGERY: { Icon: HeartPulse, tone: 'danger' },
  ROUND: { Icon: Stethoscope, tone: 'primary' },
  PROCEDURE: { Icon: ClipboardList, tone: 'neutral' },
  DISCHARGE: { Icon: DoorOpen, tone: 'warning' },
}

function Entry({ item }: { item: InpatientScheduleItem }) {
  const { Icon, tone } = KIND[item.category]
  return (
    <li>
      <ListRow
        when={formatTime(item.scheduleTime)}
        title={item.title}
        meta={[
          item.doctorName && inpatient.doctorTitle(item.doctorName),
          item.location,
          item.description,
          item.category === 'SURGERY' && (
            <LinkButton key="surgery" variant="text" size="sm" chevron to={href('inpatientOperationCurrentDefault')}>
              {words.surgeryLink}
            </LinkButton>
          ),
        ]}
        trailing={
          <Badge tone={tone}>
            <Icon aria-hidden="true" />
            {words.category[item.category]}
          </Badge>
        }
      />
    </li>
  )
}

/** A day's entries of the stay's schedule, in time order, each with its kind in words and an icon. */
export function ScheduleEntries({ items, label }: { items: InpatientScheduleItem[]; label: string }) {
  return (
    <ol className={styles.rows} aria-label={label}>
      {items.map((item) => (
        <Entry key={item.scheduleId} item={item} />
      ))}
    </ol>
  )
}
