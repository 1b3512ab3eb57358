import { appClock } from '@/shared/lib/clock'
import { questionnaire } from '@/shared/messages/questionnaire'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { useSession } from '@/shared/session/use-session'
import { GUEST } from '@/shared/storage/personal-store'
import { BottomAction, Button, InfoBox, SkeletonList } from '@/shared/ui'
import { AnswersCard } from '@/features/questionnaire/components/AnswersCard'
import styles from '@/features/questionnaire/components/Questionnaire.module.css'
import { QuestionnaireForm } from '@/features/questionnaire/components/QuestionnaireForm'
import { isValidOn } from '@/features/questionnaire/lib/answers'
import { useQuestionnaire } from '@/features/questionnaire/questionnaire.store'

/**
 * 사전 문진표 (/hospital/munjin/corona, open to visitors too): the symptom questions before a
 * visit, then the answers shown back for the entrance and the desk. Kept only on this phone for
 * the day it was written, per user (a visitor's on the phone's guest key); the screen says so.
 */
export default function QuestionnaireScreen() {
  const session = useSession()
  if (session.isLoading) return <SkeletonList />
  return <Questionnaire userId={session.user?.userId ?? GUEST} visitor={session.user?.userName ?? ''} />
}

function Questionnaire({ userId, visitor }: { userId: string; visitor: string }) {
  const overlays = useOverlays()
  const { answers, save, clear } = useQuestionnaire(userId)
  const today = answers && isValidOn(answers, appClock.now()) ? answers : null

  const rewrite = async () => {
    const yes = await overlays.confirm({
      title: questionnaire.done.rewriteQuestion,
      message: questionnaire.done.rewriteMessage,
      confirmLabel: questionnaire.done.rewrite,
    })
    if (yes) clear()
  }

  if (today) {
    return (
      <div className={styles.page}>
        <AnswersCard answers={today} />
        <InfoBox>{questionnaire.onDevice}</InfoBox>
        <BottomAction>
          <Button variant="outline" fullWidth size="lg" onClick={() => void rewrite()}>
            {questionnaire.done.rewrite}
          </Button>
        </BottomAction>
      </div>
    )
  }
  return (
    <div className={styles.page}>
      <p className={styles.intro}>{questionnaire.intro}</p>
      <div className={styles.notes}>
        {answers && <InfoBox tone="warning">{questionnaire.expired}</InfoBox>}
        <InfoBox>{questionnaire.onDevice}</InfoBox>
        <InfoBox tone="warning">{questionnaire.emergency}</InfoBox>
      </div>
      <QuestionnaireForm
        visitor={visitor}
        onDone={(written) => {
          save(written)
          overlays.toast(questionnaire.done.saved)
          window.scrollTo({ top: 0 })
        }}
      />
    </div>
  )
}
