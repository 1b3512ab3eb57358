import { useQuery } from '@tanstack/react-query'
import { Microscope } from 'lucide-react'
import { todayKst } from '@/shared/lib/dates'
import { records } from '@/shared/messages/records'
import { DEFAULT_PERIOD, resultsRange } from '@/shared/domain/records/periods'
import { RecordsPeriod } from '@/shared/domain/records/RecordsPeriod'
import { TestResultRow } from '@/shared/domain/records/TestResultRow'
import { href } from '@/shared/routes/route-table'
import { EmptyState, InfoBox, List, Page, QueryState, Section, Stack } from '@/shared/ui'
import { usePeriodParam } from '@/shared/ui/period-filter'
import { testResultsQuery } from '@/features/records/records.queries'

/**
 * Test results (검사결과) of a period (1, 3, 6 or 12 months, six by default, kept in the URL),
 * never from before 2023-11-21. A result not out yet says so and does not open.
 */
export default function OutpatientResultScreen() {
  const [months, setMonths] = usePeriodParam(DEFAULT_PERIOD)
  const range = resultsRange(months, todayKst())
  const query = useQuery(testResultsQuery(range))
  return (
    <Page>
      <RecordsPeriod months={months} onChange={setMonths} range={range} />
      <Stack inset>
        <InfoBox>{records.results.olderHidden}</InfoBox>
      </Stack>
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
                <TestResultRow
                  key={`${result.receptionId}-${result.testDate}-${result.testName}`}
                  result={result}
                  to={href('outpatientResultDetail', {
                    receptionId: result.receptionId,
                    orderDate: result.orderDate,
                    testDate: result.testDate,
                  })}
                />
              ))}
            </List>
          )}
        </QueryState>
      </Section>
    </Page>
  )
}
