import { useQuery } from '@tanstack/react-query'
import { Clock, MapPin } from 'lucide-react'
import type { SurgeryItem } from '@/api/generated/inpatient/model'
import { todayKst } from '@/shared/lib/dates'
import { inpatient } from '@/shared/messages/inpatient'
import { EmptyState, QueryState } from '@/shared/ui'
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
    <article className={styles.card} aria-labelledby="guardian-board">
      <h2 id="guardian-board" className={styles.patientName}>
        {surgery.patientName ? words.family.patient(surgery.patientName) : surgery.operationName}
      </h2>
      <p className={styles.entryMeta}>{surgery.operationName}</p>
      {/* The stage in large words, read out again when it changes. */}
      <p className={styles.bigState} aria-live="polite">
        {words.state[surgery.state]}
      </p>
      <p className={styles.updatedText}>{words.updatedAt(momentText(surgery.updatedAt, today))}</p>
      <section className={styles.guide} aria-labelledby="guardian-guide">
        <h3 id="guardian-guide" className={styles.guideTitle}>
          {words.family.guideTitle}
        </h3>
        <p>{words.family.guide[surgery.state]}</p>
      </section>
      <p className={styles.entryTitle}>
        <MapPin aria-hidden="true" width="1.25rem" height="1.25rem" />
        {words.family.waitingRoom}
      </p>
      <SurgeryProgress surgery={surgery} />
    </article>
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
    <div className={styles.page}>
      <StayTabs group="surgery" current="inpatientOperationCurrentFamily" />
      <p className={styles.muted}>{words.family.intro}</p>
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
    </div>
  )
}
