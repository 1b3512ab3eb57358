import { ClipboardCheck, TriangleAlert } from 'lucide-react'
import { useId } from 'react'
import { formatDateTime, isoDateTime } from '@/shared/lib/korea-time'
import { questionnaire } from '@/shared/messages/questionnaire'
import { Badge, Cluster, FactList, InfoBox } from '@/shared/ui'
import { needsAttention, type QuestionnaireAnswers } from '@/features/questionnaire/lib/answers'
import styles from './Questionnaire.module.css'

const { done } = questionnaire

/**
 * The answers shown back, large, for the staff at the entrance and the desk: who, when, whether
 * anything needs their look (in words and an icon, the colour only repeats them), each answer.
 */
export function AnswersCard({ answers }: { answers: QuestionnaireAnswers }) {
  const titleId = useId()
  const attention = needsAttention(answers)
  const local = isoDateTime(answers.completedAt)
  const symptoms = answers.symptoms.length
    ? answers.symptoms.map((code) => questionnaire.symptomNames[code]).join(', ')
    : questionnaire.symptomNames.NONE
  return (
    <section
      className={attention ? `${styles.result} ${styles.resultAttention}` : styles.result}
      aria-labelledby={titleId}
    >
      <Cluster justify="between">
        <h2 id={titleId} className={styles.resultTitle}>
          {done.title}
        </h2>
        <Badge tone={attention ? 'warning' : 'primary'}>
          {attention ? <TriangleAlert aria-hidden="true" /> : <ClipboardCheck aria-hidden="true" />}
          {attention ? done.attentionBadge : done.clearBadge}
        </Badge>
      </Cluster>
      <p className={styles.visitor}>{answers.visitor}</p>
      <p className={styles.when}>{done.completedAt(formatDateTime(local.slice(0, 10), local.slice(11, 16)))}</p>
      <InfoBox tone={attention ? 'warning' : 'info'}>{attention ? done.attention : done.clear}</InfoBox>
      <FactList
        facts={[
          [done.facts.symptoms, symptoms],
          [done.facts.temperature, answers.temperature ? done.temperatureValue(answers.temperature) : done.notMeasured],
          [
            done.facts.abroad,
            answers.abroad === 'YES' ? done.abroadYes(answers.country ?? '') : questionnaire.answers.NO,
          ],
          [done.facts.contact, questionnaire.answers[answers.contact]],
          [done.facts.diagnosed, questionnaire.answers[answers.diagnosed]],
        ]}
      />
    </section>
  )
}
