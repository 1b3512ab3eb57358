import type { UseQueryResult } from '@tanstack/react-query'
import { Microscope } from 'lucide-react'
import type { TestResultSummary } from '@/api/generated/common/model'
import { records } from '@/shared/messages/records'
import { EmptyState, InfoBox, List, Page, QueryState, Section, Stack, Text } from '@/shared/ui'
import type { PeriodRangeState } from '@/shared/ui/period-filter'
import { RecordsPeriod } from './RecordsPeriod'
import { TestResultRow } from './TestResultRow'

export interface TestResultsViewProps {
  period: PeriodRangeState
  query: UseQueryResult<TestResultSummary[]>
  /** What the list holds when it is not plain (the stays' results: "입원 중 검사"). */
  note?: string
  /** The address of a result's detail. */
  detailHref: (result: TestResultSummary) => string
}

/**
 * Test results in a period (outpatient or of hospital stays), never from before 2023-11-21: the
 * older ones are said to be hidden. A result not out yet says so and does not open.
 */
export function TestResultsView({ period, query, note, detailHref }: TestResultsViewProps) {
  return (
    <Page>
      <RecordsPeriod months={period.months} onChange={period.setMonths} range={period.range} />
      <Stack inset>
        <InfoBox>{records.results.olderHidden}</InfoBox>
        {note && (
          <Text size="sm" tone="sub">
            {note}
          </Text>
        )}
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
                  to={detailHref(result)}
                />
              ))}
            </List>
          )}
        </QueryState>
      </Section>
    </Page>
  )
}
