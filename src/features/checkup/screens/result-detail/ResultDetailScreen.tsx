import { useQuery } from '@tanstack/react-query'
import { FileText } from 'lucide-react'
import { useParams } from 'react-router-dom'
import type { CheckupOpinion, CheckupRecord, CheckupResult, CheckupType } from '@/api/generated/checkup/model'
import { formatDate } from '@/shared/lib/korea-time'
import { withUnitsAsWritten } from '@/shared/lib/units'
import { checkup } from '@/shared/messages/checkup'
import { units } from '@/shared/messages/units'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { EmptyState, FactList, InfoBox, QueryState, Section, SkeletonList } from '@/shared/ui'
import { historyQuery, opinionQuery, resultQuery } from '@/features/checkup/checkup.queries'
import { CheckupTypeBadge } from '@/features/checkup/components/CheckupTypeBadge'
import styles from '@/features/checkup/components/Checkup.module.css'
import { HowToRead } from '@/features/checkup/components/HowToRead'
import { NotReady } from '@/features/checkup/components/NotReady'
import result from '@/features/checkup/components/Result.module.css'
import { ResultItemRow } from '@/features/checkup/components/ResultItemRow'
import { judgementCounts } from '@/features/checkup/lib/reference-range'

const { result: words } = checkup

const isCheckupType = (value: string | undefined): value is CheckupType => value === 'SYNTHESIS' || value === 'NATION'

function Opinion({ opinion }: { opinion: CheckupOpinion }) {
  return (
    <Section title={words.doctorOpinion}>
      <ul className={styles.opinions}>
        {opinion.opinions.map((o) => (
          <li key={o.category} className={styles.opinion}>
            <span className={styles.opinionCategory}>{o.category}</span>
            <p className={styles.paragraph}>{withUnitsAsWritten(o.text)}</p>
          </li>
        ))}
      </ul>
      <p className={styles.signature}>
        {words.doctor(opinion.doctorName)} · {words.writtenAt(formatDate(opinion.writtenAt))}
      </p>
    </Section>
  )
}

function Values({ data, opinion }: { data: CheckupResult; opinion: CheckupOpinion | undefined }) {
  const items = data.categories.flatMap((c) => c.items)
  const counts = judgementCounts(items)
  const { vitals } = data
  return (
    <>
      <div className={styles.headline}>
        <h2 className={styles.headlineTitle}>
          {data.packageName} <CheckupTypeBadge type={data.checkupType} />
        </h2>
        <FactList
          facts={[
            [words.checkupDate, formatDate(data.checkupDate)],
            [words.overall, opinion && <strong className={styles.overall}>{opinion.overallJudgement}</strong>],
          ]}
        />
        {opinion && <p className={styles.paragraph}>{withUnitsAsWritten(opinion.summary)}</p>}
        <InfoBox tone={counts.ABNORMAL + counts.CAUTION > 0 ? 'warning' : 'info'}>
          {words.counts(counts.NORMAL, counts.CAUTION, counts.ABNORMAL)}
        </InfoBox>
      </div>

      <Section title={words.vitals}>
        <div className={styles.body}>
          <FactList
            facts={[
              [words.bloodPressure, `${vitals.systolic}/${vitals.diastolic} ${units.bloodPressure}`],
              [words.bloodSugar, `${vitals.glucose} ${units.bloodSugar}`],
              [words.height, vitals.heightCm && `${vitals.heightCm} ${units.height}`],
              [words.weight, vitals.weightKg && `${vitals.weightKg} ${units.weight}`],
            ]}
          />
        </div>
      </Section>

      <Section title={words.howToRead}>
        <HowToRead />
        {!data.previousCheckupDate && <p className={`${styles.muted} ${styles.note}`}>{words.noPrevious}</p>}
      </Section>

      {data.categories.map((category) => (
        <Section key={category.categoryName} title={category.categoryName}>
          <ul className={result.items}>
            {category.items.map((item) => (
              <ResultItemRow key={item.itemName} item={item} previousDate={data.previousCheckupDate} />
            ))}
          </ul>
        </Section>
      ))}
    </>
  )
}

/** A visible result: the values with their meaning, then the doctor's opinions. */
function Ready({ record }: { record: CheckupRecord }) {
  const values = useQuery(resultQuery(record.checkupId, record.checkupType))
  const opinion = useQuery(opinionQuery(record.checkupId, record.checkupType))
  return (
    <>
      <QueryState query={values}>{(data) => <Values data={data} opinion={opinion.data} />}</QueryState>
      {values.isSuccess && (
        <QueryState query={opinion} loading={<SkeletonList rows={2} />}>
          {(data) => <Opinion opinion={data} />}
        </QueryState>
      )}
      {values.isSuccess && (
        <div className={styles.links}>
          <AppLink
            className={styles.linkButton}
            to={href('checkupReportDetail', { receptionId: record.receptionId, checkupDate: record.checkupDate })}
          >
            <FileText aria-hidden="true" />
            {words.reports}
          </AppLink>
          <p className={styles.muted}>{words.askDoctor}</p>
        </div>
      )}
    </>
  )
}

/**
 * One checkup's result (검진 결과 상세): before its day (7 days comprehensive, 14 national) the
 * date it opens; after, each value against its reference range as a picture with words, the
 * change since the previous checkup, the overall judgement and the doctor's opinions.
 */
export default function ResultDetailScreen() {
  const { checkupId = '', checkupType } = useParams()
  const history = useQuery(historyQuery())
  return (
    <div className={styles.page}>
      <QueryState query={history}>
        {(data) => {
          const record = isCheckupType(checkupType)
            ? data.records.find((r) => r.checkupId === checkupId && r.checkupType === checkupType)
            : undefined
          if (!record) return <EmptyState title={words.notFound} />
          if (record.isResultReady !== 'Y') return <NotReady record={record} />
          return <Ready record={record} />
        }}
      </QueryState>
    </div>
  )
}
