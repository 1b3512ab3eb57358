import type { TestResultSummary } from '@/api/generated/common/model'
import { formatDate } from '@/shared/lib/korea-time'
import { records } from '@/shared/messages/records'
import { AppLink } from '@/shared/navigation/AppLink'
import { Badge, ListRow } from '@/shared/ui'

const describe = (result: TestResultSummary) =>
  [formatDate(result.testDate), result.departmentName, result.doctorName && records.doctorTitle(result.doctorName)]
    .filter(Boolean)
    .join(' · ')

/** A test result in a list: it opens its detail (`to`) once it is out; until then it says so. */
export function TestResultRow({ result, to }: { result: TestResultSummary; to: string }) {
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
      to={to}
      chevron
      title={result.testName}
      description={describe(result)}
      trailing={result.category}
    />
  )
}
