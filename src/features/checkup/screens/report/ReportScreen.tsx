import { useQuery } from '@tanstack/react-query'
import { ChevronRight, FileText } from 'lucide-react'
import { formatDate } from '@/shared/lib/korea-time'
import { checkup } from '@/shared/messages/checkup'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { EmptyState, InfoBox, List, ListRow, QueryState } from '@/shared/ui'
import { reportsQuery } from '@/features/checkup/checkup.queries'
import { CheckupTypeBadge } from '@/features/checkup/components/CheckupTypeBadge'
import styles from '@/features/checkup/components/Checkup.module.css'

const { report: words } = checkup

/** Checkup reports (결과지): the checkups with a report PDF, newest first. */
export default function ReportScreen() {
  const reports = useQuery(reportsQuery())
  return (
    <div className={styles.page}>
      <InfoBox tone="info">
        {words.passwordNote} {words.slowNote}
      </InfoBox>
      <QueryState
        query={reports}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            icon={<FileText aria-hidden="true" />}
            title={words.empty}
            description={words.emptyHint}
            action={
              <AppLink className={styles.primaryLink} to={href('checkupResult')}>
                {checkup.schedule.seeResults}
              </AppLink>
            }
          />
        }
      >
        {(data) => (
          <List label={words.listLabel}>
            {data.map((report) => (
              <ListRow
                key={report.receptionId}
                as={AppLink}
                to={href('checkupReportDetail', {
                  receptionId: report.receptionId,
                  checkupDate: report.checkupDate,
                })}
                title={
                  <>
                    {report.packageName} <CheckupTypeBadge type={report.checkupType} />
                  </>
                }
                description={`${formatDate(report.checkupDate)} · ${words.files(report.fileCount)}`}
                trailing={<ChevronRight aria-hidden="true" />}
              />
            ))}
          </List>
        )}
      </QueryState>
    </div>
  )
}
