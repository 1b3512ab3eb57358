import { useQuery } from '@tanstack/react-query'
import { VisitDocumentType } from '@/api/generated/common/model'
import { formatDate } from '@/shared/lib/korea-time'
import { documents } from '@/shared/messages/documents'
import { href } from '@/shared/routes/route-table'
import { LinkButton, Stack, Text } from '@/shared/ui'
import { IssuedPdf } from '@/features/documents/components/IssuedPdf'
import { visitDocumentFileQuery, visitDocumentsQuery } from '@/features/documents/documents.queries'

const { file: words } = documents

export const isDocumentType = (value: string | null): value is VisitDocumentType =>
  (Object.values(VisitDocumentType) as Array<string | null>).includes(value)

/**
 * One document of a visit (the documents' screen with `?document=`) as the PDF the hospital issued, in the app's PDF viewer, to read,
 * save or send (to an insurer outside 실손24). Its title and the visit's date come from the
 * documents' list (already in the cache when the patient came from it).
 */
export function DocumentFile({ receptionId, type }: { receptionId: string; type: VisitDocumentType }) {
  const list = useQuery(visitDocumentsQuery(receptionId))
  const listed = list.data?.documents.find((d) => d.documentType === type)
  const date = list.data?.visitDate
  const title = listed?.title ?? ''
  const toList = <LinkButton to={href('visitDocuments', { receptionId })}>{words.toList}</LinkButton>
  return (
    <Stack inset gap={4}>
      {/* The document's name over its pages (and the heading the text version's sit under). */}
      <Text as="h2" size="lg" weight="bold">
        {title && date ? `${title} · ${formatDate(date)}` : words.heading}
      </Text>
      <IssuedPdf
        query={visitDocumentFileQuery(receptionId, type)}
        fileName={words.fileName(title || type, date ?? receptionId)}
        notFoundAction={toList}
      />
    </Stack>
  )
}
