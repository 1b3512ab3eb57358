import { useQuery } from '@tanstack/react-query'
import { FileText } from 'lucide-react'
import { useParams } from 'react-router-dom'
import type { CheckupOpinion, CheckupRecord, CheckupResult, CheckupType } from '@/api/generated/checkup/model'
import { formatDate } from '@/shared/lib/korea-time'
import { withUnitsAsWritten } from '@/shared/lib/units'
import { checkup } from '@/shared/messages/checkup'
import { units } from '@/shared/messages/units'
import { href } from '@/shared/routes/route-table'
import {
  Card,
  CardHeader,
  EmptyState,
  FactList,
  InfoBox,
  LinkButton,
  List,
  Page,
  QueryState,
  Section,
  SkeletonList,
  Stack,
  Text,
} from '@/shared/ui'
import { historyQuery, opinionQuery, resultQuery } from '@/features/checkup/checkup.queries'
import { CheckupTypeBadge } from '@/features/checkup/components/CheckupTypeBadge'
import { HowToRead } from '@/features/checkup/components/HowToRead'
import { NotReady } from '@/features/checkup/components/NotReady'
import { ResultItemRow } from '@/features/checkup/components/ResultItemRow'
import { judgementCounts } from '@/features/checkup/lib/reference-range'

const { result: words } = checkup

const isCheckupType = (value: string | undefined): value is CheckupType => value === 'SYNTHESIS' || value === 'NATION'

function Opinion({ opinion }: { opinion: CheckupOpinion }) {
  return (
    <Section title={words.doctorOpinion}>
      <List padded>
        {opinion.opinions.map((o) => (
          <div key={o.category}>
            <Text weight="bold">{o.category}</Text>
            <Text preLine>{withUnitsAsWritten(o.text)}</Text>
          </div>
        ))}
        <Text size="sm" tone="sub">
          {`${words.doctor(opinion.doctorName)} · ${words.writtenAt(formatDate(opinion.writtenAt))}`}
        </Text>
      </List>
    </Section>
  )
}

function Values({ data, opinion }: { data: CheckupResult; opinion: CheckupOpinion | undefined }) {
  const items = data.categories.flatMap((c) => c.items)
  const counts = judgementCounts(items)
  const outOfRange = items.filter((item) => item.judgement === 'ABNORMAL')
  const { vitals } = data
  return (
    <>
      <Card inset>
        <CardHeader large title={data.packageName} aside={<CheckupTypeBadge type={data.checkupType} />} />
        {/* Values out of range lead, counted and named: an overall 정상B above them would reassure
            the patient where it should not. The overall judgement follows, no longer the headline. */}
        {outOfRange.length > 0 && (
          <InfoBox tone="danger" title={words.outOfRange(outOfRange.length)}>
            {words.outOfRangeItems(outOfRange.map((item) => item.itemName))}
          </InfoBox>
        )}
        <FactList
          facts={[
            [words.checkupDate, formatDate(data.checkupDate)],
            [
              words.overall,
              opinion && (
                <Text as="strong" size={outOfRange.length > 0 ? 'md' : 'lg'} weight="bold">
                  {opinion.overallJudgement}
                </Text>
              ),
            ],
          ]}
        />
        {opinion && <Text preLine>{withUnitsAsWritten(opinion.summary)}</Text>}
        <InfoBox tone={counts.ABNORMAL + counts.CAUTION > 0 ? 'warning' : 'info'}>
          {words.counts(counts.NORMAL, counts.CAUTION, counts.ABNORMAL)}
        </InfoBox>
      </Card>

      <Section title={words.vitals} padded>
        <FactList
          facts={[
            [words.bloodPressure, `${vitals.systolic}/${vitals.diastolic} ${units.bloodPressure}`],
            [words.bloodSugar, `${vitals.glucose} ${units.bloodSugar}`],
            [words.height, vitals.heightCm && `${vitals.heightCm} ${units.height}`],
            [words.weight, vitals.weightKg && `${vitals.weightKg} ${units.weight}`],
          ]}
        />
      </Section>

      <Section title={words.howToRead} padded>
        <HowToRead />
        {!data.previousCheckupDate && (
          <Text size="sm" tone="sub">
            {words.noPrevious}
          </Text>
        )}
      </Section>

      {data.categories.map((category) => (
        <Section key={category.categoryName} title={category.categoryName}>
          <List padded>
            {category.items.map((item) => (
              <ResultItemRow key={item.itemName} item={item} previousDate={data.previousCheckupDate} />
            ))}
          </List>
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
        <Stack inset>
          <LinkButton
            to={href('checkupReportDetail', { receptionId: record.receptionId, checkupDate: record.checkupDate })}
            icon={<FileText aria-hidden="true" />}
          >
            {words.reports}
          </LinkButton>
          <Text size="sm" tone="sub">
            {words.askDoctor}
          </Text>
        </Stack>
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
    <Page>
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
    </Page>
  )
}
