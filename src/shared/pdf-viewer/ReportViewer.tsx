import { Save, Share2 } from 'lucide-react'
import type { PDFDocumentProxy } from 'pdfjs-dist'
import { useEffect, useState } from 'react'
import { useFileHandOver } from '@/shared/native/use-file-hand-over'
import { Button, Cluster, Text } from '@/shared/ui'
import { loadPdf } from '@/shared/pdf-viewer/load-pdf'
import { ReportPages } from '@/shared/pdf-viewer/ReportPages'
import { ReportText } from '@/shared/pdf-viewer/ReportText'
import { type ReportTextBlock, structureReport } from '@/shared/pdf-viewer/report-structure'
import type { PdfViewerWords } from '@/shared/pdf-viewer/words'
import report from './Report.module.css'

/**
 * An opened report: its pages to read on the phone, its text with its structure (for large type
 * and screen readers: the pages are pictures), and saving or sharing the file through the phone.
 */
export function ReportViewer({
  document,
  file,
  fileName,
  words,
}: {
  document: PDFDocumentProxy
  file: Blob
  fileName: string
  /** The screen's words for its kind of PDF (결과지, 서류). */
  words: PdfViewerWords
}) {
  const [blocks, setBlocks] = useState<ReportTextBlock[]>()
  const { busy, handOver } = useFileHandOver({ saved: words.saved, shared: words.shared, failed: words.saveFailed })
  useEffect(() => {
    let live = true
    void loadPdf()
      .then(({ pageItems }) => pageItems(document))
      .then((pages) => live && setBlocks(structureReport(pages)))
      // Text that cannot be read leaves the text version out; the pages stay. A read asked of a
      // document the screen has already destroyed (it was left) fails: nothing to say then.
      .catch(() => live && setBlocks([]))
    return () => {
      live = false
    }
  }, [document])
  const hand = (how: 'save' | 'share') => handOver(how, () => ({ fileName, data: file }))
  return (
    <>
      <ReportPages document={document} words={words} />
      {blocks && blocks.length > 0 && (
        <details className={report.text}>
          <summary>{words.textVersion}</summary>
          <Text size="sm" tone="sub">
            {words.textVersionNote}
          </Text>
          <ReportText blocks={blocks} />
        </details>
      )}
      <Cluster fill>
        <Button
          variant="secondary"
          loading={busy === 'save'}
          icon={<Save aria-hidden="true" />}
          onClick={() => void hand('save')}
        >
          {words.save}
        </Button>
        <Button
          variant="secondary"
          loading={busy === 'share'}
          icon={<Share2 aria-hidden="true" />}
          onClick={() => void hand('share')}
        >
          {words.share}
        </Button>
      </Cluster>
    </>
  )
}
