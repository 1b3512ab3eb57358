import type { TestResultDetail } from '@/api/generated/common/model'
import { formatDate } from '@/shared/lib/korea-time'
import { records } from '@/shared/messages/records'
import { Cluster, type Fact, FactList, InfoBox, Section, Stack } from '@/shared/ui'
import { abnormalCount } from '@/shared/domain/records/judgement'
import { unitAsWritten } from '@/shared/lib/units'
import { Judgement } from './Judgement'
import styles from './Records.module.css'

const { results } = records

/**
 * One test result as patients read it (outpatient and inpatient alike): each item's value, unit
 * and reference range, its judgement in words with an icon, and the doctor's comment.
 */
export function TestResultDetailView({ detail }: { detail: TestResultDetail }) {
  const flagged = abnormalCount(detail.items)
  const facts: Fact[] = [
    [results.testDate, formatDate(detail.testDate)],
    [results.department, detail.departmentName],
    [results.doctor, detail.doctorName && records.doctorTitle(detail.doctorName)],
  ]
  return (
    <>
      <div className={styles.headline}>
        <h2 className={styles.headlineTitle}>{detail.testName}</h2>
        <FactList facts={facts} />
      </div>
      <Stack inset>
        <InfoBox tone={flagged > 0 ? 'warning' : 'info'}>
          {flagged > 0 ? results.flagged(flagged) : results.allNormal}
        </InfoBox>
      </Stack>
      <Section title={results.items}>
        <ul className={styles.items}>
          {detail.items.map((item) => (
            <li key={item.itemName}>
              <Cluster justify="between">
                <span className={styles.itemName}>{item.itemName}</span>
                <Judgement flag={item.flag} />
              </Cluster>
              <p className={styles.itemValue}>
                <span className="visually-hidden">{results.value} </span>
                {item.value}
                {item.unit && <span className={styles.unit}>{unitAsWritten(item.unit)}</span>}
              </p>
              {item.referenceRange && <p className={styles.reference}>{results.reference(item.referenceRange)}</p>}
            </li>
          ))}
        </ul>
      </Section>
      {detail.comment && (
        <Section title={results.comment}>
          <p className={styles.comment}>{detail.comment}</p>
        </Section>
      )}
      <p className={styles.muted}>{results.askDoctor}</p>
    </>
  )
}
