import { useQuery } from '@tanstack/react-query'
import { FileText } from 'lucide-react'
import { useState } from 'react'
import { formatDate } from '@/shared/lib/korea-time'
import { checkup } from '@/shared/messages/checkup'
import { href } from '@/shared/routes/route-table'
import { EmptyState, InfoBox, LinkButton, List, ListRow, Page, QueryState, Section, Stack } from '@/shared/ui'
import { reportsQuery } from '@/features/checkup/checkup.queries'
import { CheckupTypeBadge } from '@/features/checkup/components/CheckupTypeBadge'
import { ReportOpenDialog, type ReportToOpen } from '@/features/checkup/components/ReportOpenDialog'

const { report: words } = checkup

/**
 * Checkup reports (결과지): the checkups with a report PDF, newest first. A tap asks the
 * password right here and opens the file.
 */
export default function ReportScreen() {
  const reports = useQuery(reportsQuery())
  const [opening, setOpening] = useState<ReportToOpen | null>(null)
  return (
    <Page>
      <Stack inset>
        <InfoBox tone="info">{`${words.passwordNote} ${words.slowNote}`}</InfoBox>
      </Stack>
      <QueryState
        query={reports}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            icon={<FileText aria-hidden="true" />}
            title={words.empty}
            description={words.emptyHint}
            action={
              <LinkButton variant="primary" to={href('checkupResult')}>
                {checkup.schedule.seeResults}
              </LinkButton>
            }
          />
        }
      >
        {(data) => (
          <Section title={words.listLabel}>
            <List label={words.listLabel}>
              {data.map((report) => (
                <ListRow
                  key={report.receptionId}
                  as="button"
                  aria-haspopup="dialog"
                  onClick={() =>
                    setOpening({
                      receptionId: report.receptionId,
                      checkupDate: report.checkupDate,
                      title: `${formatDate(report.checkupDate)} ${report.packageName}`,
                    })
                  }
                  title={report.packageName}
                  meta={`${formatDate(report.checkupDate)} · ${words.files(report.fileCount)}`}
                  trailing={<CheckupTypeBadge type={report.checkupType} />}
                  chevron
                />
              ))}
            </List>
          </Section>
        )}
      </QueryState>
      <ReportOpenDialog report={opening} onClose={() => setOpening(null)} />
    </Page>
  )
}
