import { useQuery } from '@tanstack/react-query'
import { Activity, BedDouble, CircleCheck, Clock } from 'lucide-react'
import type { SurgeryItem } from '@/api/generated/inpatient/model'
import { todayKst } from '@/shared/lib/dates'
import { formatDate, formatTime } from '@/shared/lib/korea-time'
import { inpatient } from '@/shared/messages/inpatient'
import { Card, CardHeader, EmptyState, type Fact, FactList, KeepWhole, Page, QueryState, Text } from '@/shared/ui'
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
    <Card as="article" inset aria-labelledby={`surgery-${surgery.surgeryId}`}>
      {/* Read out again when the stage changes. */}
      <p className={styles.headline} aria-live="polite">
        <Icon aria-hidden="true" />
        <KeepWhole>{words.headline[surgery.state]}</KeepWhole>
      </p>
      <CardHeader
        titleId={`surgery-${surgery.surgeryId}`}
        title={surgery.operationName}
        subtitle={words.scheduledAt(formatDate(surgery.surgeryDate), formatTime(surgery.scheduledTime))}
      />
      <FactList facts={facts} />
      <SurgeryProgress surgery={surgery} />
      <Text weight="bold">{words.updatedAt(momentText(surgery.updatedAt, today))}</Text>
    </Card>
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
    <Page>
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
    </Page>
  )
}
