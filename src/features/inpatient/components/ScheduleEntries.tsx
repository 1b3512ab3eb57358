import {
  BedDouble,
  ClipboardList,
  DoorOpen,
  FlaskConical,
  HeartPulse,
  Stethoscope,
  ChevronRight,
  type LucideIcon,
} from 'lucide-react'
import type { InpatientScheduleCategory, InpatientScheduleItem } from '@/api/generated/inpatient/model'
import { formatTime } from '@/shared/lib/dates'
import { inpatient } from '@/shared/messages/inpatient'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { Badge, type BadgeTone } from '@/shared/ui'
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
    <li className={styles.entry}>
      <span className={styles.time}>{formatTime(item.scheduleTime)}</span>
      <div className={styles.entryBody}>
        <p className={styles.entryTitle}>
          <span className={styles.kind}>
            <Badge tone={tone}>
              <span>
                <Icon aria-hidden="true" />
                {words.category[item.category]}
              </span>
            </Badge>
          </span>
          {item.title}
        </p>
        {item.doctorName && <p className={styles.entryMeta}>{inpatient.doctorTitle(item.doctorName)}</p>}
        {item.location && <p className={styles.entryMeta}>{item.location}</p>}
        {item.description && <p className={styles.entryMeta}>{item.description}</p>}
        {item.category === 'SURGERY' && (
          <AppLink className={styles.textLink} to={href('inpatientOperationCurrentDefault')}>
            {words.surgeryLink}
            <ChevronRight aria-hidden="true" />
          </AppLink>
        )}
      </div>
    </li>
  )
}

/** A day's entries of the stay's schedule, in time order, each with its kind in words and an icon. */
export function ScheduleEntries({ items, label }: { items: InpatientScheduleItem[]; label: string }) {
  return (
    <ol className={styles.entries} aria-label={label}>
      {items.map((item) => (
        <Entry key={item.scheduleId} item={item} />
      ))}
    </ol>
  )
}
