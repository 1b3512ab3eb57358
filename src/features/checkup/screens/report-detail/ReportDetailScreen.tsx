import { useQuery } from '@tanstack/react-query'
import { FileDown, FileText } from 'lucide-react'
import { useParams } from 'react-router-dom'
import { formatDate } from '@/shared/lib/korea-time'
import { checkup } from '@/shared/messages/checkup'
import { AppLink } from '@/shared/navigation/AppLink'
import { href } from '@/shared/routes/route-table'
import { EmptyState, FactList, InfoBox, List, ListRow, QueryState } from '@/shared/ui'
import { reportDetailQuery } from '@/features/checkup/checkup.queries'
import { CheckupTypeBadge } from '@/features/checkup/components/CheckupTypeBadge'
import styles from '@/features/checkup/components/Checkup.module.css'

const { report: words } = checkup

const kilobytes = (bytes: number) => (bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)

/** One checkup's report files (결과지 파일): each opens the download and viewer screen. */
export default function ReportDetailScreen() {
  const { receptionId = '', checkupDate = '' } = useParams()
  const detail = useQuery(reportDetailQuery(receptionId, checkupDate))
  return (
    <div className={styles.page}>
      <QueryState query={detail}>
        {(data) => (
          <>
            <div className={styles.headline}>
              <h2 className={styles.headlineTitle}>
                {formatDate(data.checkupDate)} <CheckupTypeBadge type={data.checkupType} />
              </h2>
              <FactList facts={[[words.passwordHint, data.passwordHint]]} />
            </div>
            <InfoBox tone="info">
              {words.passwordNote} {words.slowNote}
            </InfoBox>
            {data.files.length === 0 ? (
              <EmptyState icon={<FileText aria-hidden="true" />} title={words.noFiles} description={words.emptyHint} />
            ) : (
              <List label={words.filesLabel}>
                {data.files.map((file) => (
                  <ListRow
                    key={file.fileName}
                    as={AppLink}
                    to={href('checkupReportDownload', { checkupDate: data.checkupDate, fileName: file.fileName })}
                    title={file.title}
                    description={`PDF · ${words.size(kilobytes(file.sizeBytes))}`}
                    trailing={
                      <span className={styles.linkButton}>
                        <FileDown aria-hidden="true" />
                        {words.open}
                      </span>
                    }
                  />
                ))}
              </List>
            )}
          </>
        )}
      </QueryState>
    </div>
  )
}
