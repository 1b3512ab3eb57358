import { useQuery } from '@tanstack/react-query'
import { Clock, MapPin } from 'lucide-react'
import type { SurgeryItem } from '@/api/generated/inpatient/model'
import { todayKst } from '@/shared/lib/dates'
import { inpatient } from '@/shared/messages/inpatient'
import { Card, CardHeader, Cluster, EmptyState, Page, QueryState, Stack, Text } from '@/shared/ui'
import styles from '@/features/inpatient/components/Inpatient.module.css'
import { StayTabs } from '@/features/inpatient/components/StayTabs'
import { SurgeryProgress } from '@/features/inpatient/components/SurgeryProgress'
import { SurgeryRefresh } from '@/features/inpatient/components/SurgeryRefresh'
import { surgeryQuery } from '@/features/inpatient/inpatient.queries'
import { momentText } from '@/features/inpatient/lib/moment'
import { surgeriesToShow, type Stage } from '@/features/inpatient/lib/surgery'

const { surgery: words } = inpatient

function GuardianBoard({ surgery, today }: { surgery: SurgeryItem & { state: Stage }; today: string }) {
  return (
    <Card as="article" inset aria-labelledby="guardian-board">
      <CardHeader
        large
        titleId="guardian-board"
        title={surgery.patientName ? words.family.patient(surgery.patientName) : surgery.operationName}
        subtitle={surgery.operationName}
      />
      {/* The stage in large words, read out again when it changes. */}
      <Text size="xxl" weight="bold" tone="primary" aria-live="polite">
        {words.state[surgery.state]}
      </Text>
      <Text weight="bold">{words.updatedAt(momentText(surgery.updatedAt, today))}</Text>
      <Card as="section" tone="primary" aria-labelledby="guardian-guide">
        <Text as="h3" id="guardian-guide" weight="bold" tone="primary">
          {words.family.guideTitle}
        </Text>
        <Text>{words.family.guide[surgery.state]}</Text>
      </Card>
      <Cluster>
        <MapPin aria-hidden="true" className={styles.placeIcon} />
        <Text as="span" weight="bold">
          {words.family.waitingRoom}
        </Text>
      </Cluster>
      <SurgeryProgress surgery={surgery} />
    </Card>
  )
}

/**
 * The guardian's view of the surgery (보호자용): the patient's name half hidden as on the board
 * outside the operating rooms, the stage in large words, what it means for the family waiting,
 * and where to wait. It refreshes itself like the patient's view.
 */
export default function SurgeryFamilyScreen() {
  const today = todayKst()
  const query = useQuery(surgeryQuery())
  return (
    <Page>
      <StayTabs group="surgery" current="inpatientOperationCurrentFamily" />
      <Stack inset>
        <Text size="sm" tone="sub">
          {words.family.intro}
        </Text>
      </Stack>
      <QueryState
        query={query}
        isEmpty={(list) => surgeriesToShow(list, today).length === 0}
        empty={<EmptyState icon={<Clock aria-hidden="true" />} title={words.empty} description={words.emptyHint} />}
      >
        {(list) => {
          const [surgery] = surgeriesToShow(list, today)
          return (
            surgery && (
              <>
                <GuardianBoard surgery={surgery} today={today} />
                <SurgeryRefresh query={query} />
              </>
            )
          )
        }}
      </QueryState>
    </Page>
  )
}
