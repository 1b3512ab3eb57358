import { type UseQueryOptions, useQuery } from '@tanstack/react-query'
import type { PDFDocumentProxy } from 'pdfjs-dist'
import { type ReactNode, useEffect, useState } from 'react'
import type { ApiError } from '@/api/http'
import { LoadFailed } from '@/shared/lazy'
import { documents } from '@/shared/messages/documents'
import { loadPdf } from '@/shared/pdf-viewer/load-pdf'
import { ReportViewer } from '@/shared/pdf-viewer/ReportViewer'
import { ErrorState, Skeleton, Stack, Text } from '@/shared/ui'

const { file: words, viewer } = documents

type Opened = { kind: 'opened'; document: PDFDocumentProxy } | { kind: 'broken' } | { kind: 'missing'; error: unknown }

/**
 * A document the hospital issued, as a PDF: downloaded, opened in the app's PDF viewer (the
 * checkup report's: pages readable at 360 px, zoom, the text version) and saved or sent through
 * the phone. A document the app cannot issue says so with the desk's number; a failed download
 * offers 다시 시도.
 */
export function IssuedPdf({
  query,
  fileName,
  notFoundAction,
}: {
  query: UseQueryOptions<Blob, ApiError, Blob, readonly unknown[]>
  fileName: string
  /** Where to go when the document cannot be issued here (its list). */
  notFoundAction?: ReactNode
}) {
  const file = useQuery(query)
  const [opened, setOpened] = useState<Opened>()
  const [attempt, setAttempt] = useState(0)
  const data = file.data
  useEffect(() => {
    if (!data) return
    let live = true
    let document: PDFDocumentProxy | undefined
    loadPdf()
      .then((pdf) => pdf.openReport(data, ''))
      .then((outcome) => {
        if (outcome.kind === 'opened') document = outcome.document
        if (live) setOpened(outcome.kind === 'opened' ? outcome : { kind: 'broken' })
        else void document?.loadingTask.destroy()
      })
      .catch((error: unknown) => live && setOpened({ kind: 'missing', error }))
    return () => {
      live = false
      void document?.loadingTask.destroy()
    }
  }, [data, attempt])

  if (file.error) {
    if (file.error.status === 404)
      return (
        <Stack gap={3}>
          <ErrorState message={words.notFound} phone={documents.deskPhone} />
          {notFoundAction}
        </Stack>
      )
    return <ErrorState message={words.failed} phone={documents.deskPhone} onRetry={() => void file.refetch()} />
  }
  if (opened?.kind === 'missing')
    return (
      <LoadFailed
        error={opened.error}
        onRetry={() => {
          setOpened(undefined)
          setAttempt((n) => n + 1)
        }}
      />
    )
  if (opened?.kind === 'broken') return <ErrorState message={viewer.viewerFailed} phone={documents.deskPhone} />
  if (opened?.kind === 'opened' && data)
    return <ReportViewer document={opened.document} file={data} fileName={fileName} words={viewer} />
  // Busy until the pages are drawn (what the text sweep and screen readers wait for).
  return (
    <div aria-busy="true">
      <Stack gap={3}>
        <Text size="lg" weight="bold" role="status">
          {words.loading}
        </Text>
        <Skeleton height="24rem" />
      </Stack>
    </div>
  )
}
