import { CalendarClock, ClipboardCheck, Clock, FlaskConical } from 'lucide-react'
import type { ScheduleItem } from '@/api/generated/common/model'
import { formatTime } from '@/shared/lib/korea-time'
import { schedule } from '@/shared/messages/schedule'
import { useOnline } from '@/shared/offline/connectivity'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { Badge, Button, Cluster, LinkButton, Stack } from '@/shared/ui'
import { canArrive, groupSchedule, isWaiting } from '@/shared/domain/schedule/schedule'
import styles from './ScheduleList.module.css'

const visit = schedule

export interface ScheduleListProps {
  items: ScheduleItem[]
  /** Offers arrival check-in on visits not yet checked in. */
  onArrive?: (item: ScheduleItem) => void
  arriving?: boolean
}

/** What to do before (fasting, what to bring, where to go first): on the card, not a screen away. */
export function Preparation({ text }: { text: string }) {
  return (
    <p className={styles.preparation}>
      <ClipboardCheck aria-hidden="true" />
      <span>
        <strong>{visit.preparation}</strong> {text}
      </span>
    </p>
  )
}

const statusTone = { NURSE_WAITING: 'neutral', NURSE_RECEIVED: 'primary', COMPLETED: 'info' } as const

/** An inpatient's entries lead to their screens: the surgery to its status, the stay's to its schedule. */
const STAY_LINKS = { SURGERY: 'inpatientOperationCurrentDefault', INPATIENT: 'inpatientOperationSchedule' } as const

function ScheduleEntry({ item, onArrive, arriving }: { item: ScheduleItem } & Omit<ScheduleListProps, 'items'>) {
  // Arrival check-in needs the hospital's server: without a connection it is not offered (the
  // offline notice above the schedule says it waits for one).
  const online = useOnline()
  return (
    <li className={styles.entry}>
      <div className={styles.time}>{formatTime(item.scheduleTime)}</div>
      <Stack gap={1}>
        <Cluster as="p" className={styles.title}>
          {item.title ?? item.departmentName}
          {item.treatmentStatus && (
            <Badge tone={statusTone[item.treatmentStatus]}>{visit.treatmentStatus[item.treatmentStatus]}</Badge>
          )}
        </Cluster>
        {item.doctorName && <p className={styles.meta}>{visit.doctorTitle(item.doctorName)}</p>}
        {item.location && <p className={styles.meta}>{item.location}</p>}
        {item.preparation && <Preparation text={item.preparation} />}
        {onArrive && online && canArrive(item) && (
          <Button size="md" loading={arriving} onClick={() => onArrive(item)} className={styles.action}>
            {visit.arrive}
          </Button>
        )}
        {item.scheduleType in STAY_LINKS && (
          <AppLink className={styles.link} to={href(STAY_LINKS[item.scheduleType as keyof typeof STAY_LINKS])}>
            {visit.stayLink[item.scheduleType as keyof typeof STAY_LINKS]}
          </AppLink>
        )}
        {/* Checked in: the next step is the waiting number, a button as the check-in was. */}
        {isWaiting(item) && item.receptionId && item.departmentCode && (
          <LinkButton
            size="md"
            variant="outline"
            icon={<Clock aria-hidden="true" />}
            className={styles.action}
            to={href('waitingNumber', { receptionId: item.receptionId, departmentCode: item.departmentCode })}
          >
            {visit.waitingNumber}
          </LinkButton>
        )}
      </Stack>
    </li>
  )
}

/** Today's schedule as patients read it: same-day tests grouped, times in 오전/오후. */
export function ScheduleList({ items, onArrive, arriving }: ScheduleListProps) {
  const { sameDayTests, timed } = groupSchedule(items)
  return (
    <div className={styles.list}>
      {sameDayTests.length > 0 && (
        <div className={styles.group}>
          <p className={styles.groupTitle}>
            <FlaskConical aria-hidden="true" />
            {visit.sameDayTests}
          </p>
          <p className={styles.meta}>{visit.sameDayTestsHint}</p>
          <ul className={styles.tests}>
            {sameDayTests.map((item) => (
              <li key={item.scheduleId}>
                <span className={styles.testName}>{item.title}</span>
                {item.location && <span className={styles.meta}>{item.location}</span>}
                {item.preparation && <Preparation text={item.preparation} />}
              </li>
            ))}
          </ul>
        </div>
      )}
      {timed.length > 0 && (
        <ol className={styles.timed} aria-label={visit.scheduleType.OUTPATIENT}>
          {timed.map((item) => (
            <ScheduleEntry
              key={item.scheduleId}
              item={item}
              {...(onArrive ? { onArrive } : {})}
              {...(arriving ? { arriving } : {})}
            />
          ))}
        </ol>
      )}
      {items.length === 0 && (
        <p className={styles.none}>
          <CalendarClock aria-hidden="true" />
          {visit.noScheduleToday}
        </p>
      )}
    </div>
  )
}
