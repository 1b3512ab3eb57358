import { useQuery } from '@tanstack/react-query'
import { Microscope } from 'lucide-react'
import type { TestResultSummary } from '../../../../api/generated/outpatient/model'
import { formatDate, todayKst } from '../../../../shared/lib/dates'
import { records } from '../../../../shared/messages/records'
import { AppLink } from '../../../../shared/navigation/AppLink'
import { href } from '../../../../shared/routes/route-table'
import { Badge, EmptyState, InfoBox, List, ListRow, QueryState, Section } from '../../../../shared/ui'
import { usePeriodParam } from '../../../../shared/ui/period-filter'
import styles from '../../components/Records.module.css'
import { RecordsPeriod } from '../../components/RecordsPeriod'
import { DEFAULT_PERIOD, resultsRange } from '../../lib/periods'
import { testResultsQuery } from '../../records.queries'

const describe = (result: TestResultSummary) =>
  [formatDate(result.testDate), result.departmentName, result.doctorName && records.doctorTitle(result.doctorName)]
    .filter(Boolean)
    .join(' · ')

function ResultRow({ result }: { result: TestResultSummary }) {
  if (result.isReady !== 'Y') {
    // Not out yet: nothing to open.
    return (
      <ListRow
        title={result.testName}
        description={describe(result)}
        trailing={<Badge tone="warning">{records.results.pending}</Badge>}
      />
    )
  }
  return (
    <ListRow
      as={AppLink}
      to={href('outpatientResultDetail', {
        receptionId: result.receptionId,
        orderDate: result.orderDate,
        testDate: result.testDate,
      })}
      chevron
      title={result.testName}
      description={describe(result)}
      trailing={result.category}
    />
  )
}

/**
 * Test results (검사결과) of a period (1, 3, 6 or 12 months, six by default, kept in the URL),
 * never from before 2023-11-21. A result not out yet says so and does not open.
 */
export default function OutpatientResultScreen() {
  const [months, setMonths] = usePeriodParam(DEFAULT_PERIOD)
  const range = resultsRange(months, todayKst())
  const query = useQuery(testResultsQuery(range))
  return (
    <div className={styles.page}>
      <RecordsPeriod months={months} onChange={setMonths} range={range} />
      <div className={styles.note}>
        <InfoBox>{records.results.olderHidden}</InfoBox>
      </div>
      <Section title={records.results.listLabel}>
        <QueryState
          query={query}
          isEmpty={(results) => results.length === 0}
          empty={
            <EmptyState
              icon={<Microscope aria-hidden="true" />}
              title={records.results.empty}
              description={records.results.emptyHint}
            />
          }
        >
          {(results) => (
            <List label={records.results.listLabel}>
              {results.map((result) => (
                <ResultRow key={`${result.receptionId}-${result.testDate}-${result.testName}`} result={result} />
              ))}
            </List>
          )}
        </QueryState>
      </Section>
    </div>
  )
}
