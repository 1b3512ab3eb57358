import { useQuery } from '@tanstack/react-query'
import { Activity, BedDouble, CircleCheck, Clock } from 'lucide-react'
import type { SurgeryItem } from '@/api/generated/inpatient/model'
import { formatDate, formatTime, todayKst } from '@/shared/lib/dates'
import { inpatient } from '@/shared/messages/inpatient'
import { EmptyState, FactList, QueryState, type Fact } from '@/shared/ui'
import styles from '@/features/inpatient/components/Inpatient.module.css'
import { StayTabs } from '@/features/inpatient/components/StayTabs'
import { SurgeryProgress } from '@/features/inpatient/components/SurgeryProgress'
import { SurgeryRefresh } from '@/features/inpatient/components/SurgeryRefresh'
import { surgeryQuery } from '@/features/inpatient/inpatient.queries'
import { momentText } from '@/features/inpatient/lib/moment'
import { surgeriesToShow, type Stage } from '@/features/inpatient/lib/surgery'

const { surgery: words } = inpatient

const ICON = { WAITING: Clock, IN_SURGERY: Activity, RECOVERING: BedDouble, LEFT_ROOM: CircleCheck }

function SurgeryCard({ surgery, today }: { surgery: SurgeryItem & { state: Stage }; today: string }) {
  const Icon = ICON[surgery.state]
  const facts: Fact[] = [
    [words.room, surgery.roomName],
    [words.doctor, `${surgery.departmentName} ${inpatient.doctorTitle(surgery.doctorName)}`],
    [words.expected, surgery.expectedMinutes && words.expectedValue(surgery.expectedMinutes)],
  ]
  return (
    <article className={styles.card} aria-labelledby={`surgery-${surgery.surgeryId}`}>
      {/* Read out again when the stage changes. */}
      <p className={styles.headline} aria-live="polite">
        <Icon aria-hidden="true" />
        {words.headline[surgery.state]}
      </p>
      <div>
        <h2 id={`surgery-${surgery.surgeryId}`} className={styles.operation}>
          {surgery.operationName}
        </h2>
        <p className={styles.entryMeta}>
          {words.scheduledAt(formatDate(surgery.surgeryDate), formatTime(surgery.scheduledTime))}
        </p>
      </div>
      <FactList facts={facts} />
      <SurgeryProgress surgery={surgery} />
      <p className={styles.updatedText}>{words.updatedAt(momentText(surgery.updatedAt, today))}</p>
    </article>
  )
}

/**
 * Surgery status (수술현황): where each of the stay's surgeries stands, today's first, as a
 * progress of four steps with the time each was reached and the time it last changed. Cancelled
 * surgeries are not shown. It reads itself again while open and when the patient comes back.
 */
export default function SurgeryStatusScreen() {
  const today = todayKst()
  const query = useQuery(surgeryQuery())
  return (
    <div className={styles.page}>
      <StayTabs group="surgery" current="inpatientOperationCurrentDefault" />
      <QueryState
        query={query}
        isEmpty={(list) => surgeriesToShow(list, today).length === 0}
        empty={<EmptyState icon={<Clock aria-hidden="true" />} title={words.empty} description={words.emptyHint} />}
      >
        {(list) => (
          <>
            {surgeriesToShow(list, today).map((surgery) => (
              <SurgeryCard key={surgery.surgeryId} surgery={surgery} today={today} />
            ))}
            <SurgeryRefresh query={query} />
          </>
        )}
      </QueryState>
    </div>
  )
}
