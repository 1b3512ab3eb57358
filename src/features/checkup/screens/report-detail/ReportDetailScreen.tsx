import { useQuery } from '@tanstack/react-query'
import { FileDown, FileText } from 'lucide-react'
import { useState } from 'react'
import { useParams } from 'react-router-dom'
import { formatDate } from '@/shared/lib/korea-time'
import { checkup } from '@/shared/messages/checkup'
import {
  Badge,
  Card,
  CardHeader,
  EmptyState,
  FactList,
  InfoBox,
  List,
  ListRow,
  Page,
  QueryState,
  Section,
  Stack,
} from '@/shared/ui'
import { reportDetailQuery } from '@/features/checkup/checkup.queries'
import { CheckupTypeBadge } from '@/features/checkup/components/CheckupTypeBadge'
import { ReportOpenDialog, type ReportToOpen } from '@/features/checkup/components/ReportOpenDialog'

const { report: words } = checkup

const kilobytes = (bytes: number) => (bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)

/** One checkup's report files (결과지 파일): each asks its password in a sheet and opens. */
export default function ReportDetailScreen() {
  const { receptionId = '', checkupDate = '' } = useParams()
  const detail = useQuery(reportDetailQuery(receptionId, checkupDate))
  const [opening, setOpening] = useState<ReportToOpen | null>(null)
  return (
    <Page>
      <QueryState query={detail}>
        {(data) => (
          <>
            <Card inset>
              <CardHeader
                large
                title={formatDate(data.checkupDate)}
                aside={<CheckupTypeBadge type={data.checkupType} />}
              />
              <FactList facts={[[words.passwordHint, data.passwordHint]]} />
            </Card>
            <Stack inset>
              <InfoBox tone="info">{`${words.passwordNote} ${words.slowNote}`}</InfoBox>
            </Stack>
            {data.files.length === 0 ? (
              <EmptyState icon={<FileText aria-hidden="true" />} title={words.noFiles} description={words.emptyHint} />
            ) : (
              <Section title={words.filesLabel}>
                <List label={words.filesLabel}>
                  {data.files.map((file) => (
                    <ListRow
                      key={file.fileName}
                      as="button"
                      aria-haspopup="dialog"
                      onClick={() =>
                        setOpening({
                          receptionId,
                          checkupDate: data.checkupDate,
                          title: file.title,
                          fileName: file.fileName,
                        })
                      }
                      title={file.title}
                      meta={`PDF · ${words.size(kilobytes(file.sizeBytes))}`}
                      trailing={
                        <Badge tone="primary">
                          <FileDown aria-hidden="true" />
                          {words.open}
                        </Badge>
                      }
                    />
                  ))}
                </List>
              </Section>
            )}
          </>
        )}
      </QueryState>
      <ReportOpenDialog report={opening} onClose={() => setOpening(null)} />
    </Page>
  )
}
