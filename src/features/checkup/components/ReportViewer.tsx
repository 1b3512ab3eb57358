import { Save, Share2 } from 'lucide-react'
import type { PDFDocumentProxy } from 'pdfjs-dist'
import { useEffect, useState } from 'react'
import { checkup } from '@/shared/messages/checkup'
import { nativeBridge } from '@/shared/native'
import { useOverlays } from '@/shared/overlays/overlays-context'
import { Button, Cluster, Text } from '@/shared/ui'
import report from '@/features/checkup/components/Report.module.css'
import { ReportPages } from '@/features/checkup/components/ReportPages'
import { ReportText } from '@/features/checkup/components/ReportText'
import { type ReportTextBlock, structureReport } from '@/features/checkup/lib/report-structure'

const { report: words } = checkup

const loadPdf = () => import('@/features/checkup/components/pdf-document')

/**
 * An opened report: its pages to read on the phone, its text with its structure (for large type
 * and screen readers: the pages are pictures), and saving or sharing the file through the phone.
 */
export function ReportViewer({
  document,
  file,
  fileName,
}: {
  document: PDFDocumentProxy
  file: Blob
  fileName: string
}) {
  const overlays = useOverlays()
  const [blocks, setBlocks] = useState<ReportTextBlock[]>()
  const [busy, setBusy] = useState<'save' | 'share'>()
  useEffect(() => {
    let live = true
    void loadPdf()
      .then(({ pageItems }) => pageItems(document))
      .then((pages) => live && setBlocks(structureReport(pages)))
    return () => {
      live = false
    }
  }, [document])
  const hand = async (how: 'save' | 'share') => {
    setBusy(how)
    try {
      const bridge = nativeBridge()
      const outcome =
        how === 'save'
          ? await bridge.saveFile({ fileName, data: file })
          : await bridge.shareFile({ fileName, data: file })
      if (outcome === 'done') overlays.toast(how === 'save' ? words.saved : words.shared)
    } catch {
      overlays.toast(words.saveFailed)
    } finally {
      setBusy(undefined)
    }
  }
  return (
    <>
      <ReportPages document={document} />
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
