import { useQuery } from '@tanstack/react-query'
import { FileText } from 'lucide-react'
import { useParams, useSearchParams } from 'react-router-dom'
import type { VisitDocument, VisitDocuments } from '@/api/generated/common/model'
import { formatWon } from '@/shared/lib/format'
import { formatDate } from '@/shared/lib/korea-time'
import { documents } from '@/shared/messages/documents'
import { href } from '@/shared/routes/route-table'
import {
  Badge,
  Button,
  Card,
  EmptyState,
  LinkButton,
  List,
  ListRow,
  Page,
  QueryState,
  Section,
  Stack,
  Text,
} from '@/shared/ui'
import { DocumentFile, isDocumentType } from '@/features/documents/components/DocumentFile'
import { InsuranceClaim } from '@/features/documents/components/InsuranceClaim'
import { visitDocumentsQuery } from '@/features/documents/documents.queries'
import { useDocumentFee } from '@/features/documents/hooks/use-document-fee'

const { visit: words } = documents

function VisitHeading({ visit }: { visit: VisitDocuments }) {
  const when =
    visit.visitKind === 'OUTPATIENT'
      ? formatDate(visit.visitDate)
      : words.stayPeriod(formatDate(visit.visitDate), visit.endDate ? formatDate(visit.endDate) : undefined)
  return (
    <Card inset>
      <Stack gap={1}>
        <Text size="sm" tone="sub">
          {visit.visitKind === 'OUTPATIENT' ? words.outpatient : words.inpatient}
        </Text>
        <Text size="lg" weight="bold">
          {visit.departmentName}
          {visit.doctorName ? ` · ${words.doctor(visit.doctorName)}` : ''}
        </Text>
        <Text>{when}</Text>
      </Stack>
    </Card>
  )
}

interface RowProps {
  receptionId: string
  document: VisitDocument
  onPayFee: (document: VisitDocument) => void
  isPaying: boolean
}

function DocumentRow({ receptionId, document, onPayFee, isPaying }: RowProps) {
  const fee = formatWon(document.fee)
  const row = { as: 'article', 'aria-label': document.title, title: document.title } as const
  if (document.availability === 'APP')
    return (
      <ListRow
        {...row}
        meta={[
          document.feePaid ? words.feePaidMeta(formatWon(document.feePaid.amount)) : words.free,
          <LinkButton
            key="get"
            size="md"
            variant="primary"
            aria-label={words.receiveLabel(document.title)}
            to={href('visitDocuments', { receptionId }, { document: document.documentType })}
          >
            {words.receive}
          </LinkButton>,
        ]}
      />
    )
  if (document.availability === 'FEE')
    return (
      <ListRow
        {...row}
        meta={[
          words.feeNote(fee),
          <Button
            key="pay"
            size="md"
            variant="primary"
            aria-label={words.payFeeLabel(document.title, fee)}
            disabled={isPaying}
            onClick={() => onPayFee(document)}
          >
            {words.payFee}
          </Button>,
        ]}
      />
    )
  if (document.availability === 'DESK')
    return <ListRow {...row} meta={words.atDeskNote(fee)} trailing={<Badge tone="neutral">{words.atDesk}</Badge>} />
  return <ListRow {...row} meta={words.afterPaymentNote} trailing={<Badge tone="info">{words.afterPayment}</Badge>} />
}

function VisitDocumentList({ visit }: { visit: VisitDocuments }) {
  const { payFee, isPaying } = useDocumentFee(visit.receptionId)
  return (
    <>
      <VisitHeading visit={visit} />
      <Section title={words.listLabel}>
        <List label={words.listLabel}>
          {visit.documents.map((document) => (
            <DocumentRow
              key={document.documentType}
              receptionId={visit.receptionId}
              document={document}
              onPayFee={(d) => void payFee(d)}
              isPaying={isPaying}
            />
          ))}
        </List>
      </Section>
      {visit.documents.some((d) => d.availability === 'AFTER_PAYMENT') && (
        <Stack inset>
          <LinkButton size="lg" fullWidth variant="outline" to={href('outpatientPaymentDefault')}>
            {words.pay}
          </LinkButton>
        </Stack>
      )}
      <InsuranceClaim visit={visit} />
    </>
  )
}

/**
 * The documents of one visit or stay (서류 발급), reached from the visit history, the payment
 * history and a payment's completion: each document the hospital issues without a new doctor's
 * opinion, opened here as a PDF (`?document=RECEIPT` opens one in the PDF viewer); one with an
 * issuing fee (a copy of a certificate) once its fee is paid by card; or where to get it (at the
 * desk; not paid yet: after paying); then the private-insurance claim (실손24, or the files).
 */
export default function VisitDocumentsScreen() {
  const { receptionId = '' } = useParams()
  const [search] = useSearchParams()
  const opened = search.get('document')
  const query = useQuery(visitDocumentsQuery(receptionId))
  // One document opened (its own history entry: back returns to the list).
  if (isDocumentType(opened))
    return (
      <Page>
        <DocumentFile receptionId={receptionId} type={opened} />
      </Page>
    )
  return (
    <Page>
      <QueryState
        query={query}
        isEmpty={(visit) => visit.documents.length === 0}
        empty={
          <EmptyState icon={<FileText aria-hidden="true" />} title={words.emptyTitle} description={words.emptyHint} />
        }
      >
        {(visit) => <VisitDocumentList visit={visit} />}
      </QueryState>
    </Page>
  )
}
