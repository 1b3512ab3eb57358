/**
 * The report viewer in Chromium with pdf.js and its worker: a patient who leaves before the
 * report's text is read (the screen then destroys the document) leaves no rejected promise
 * behind. pdf.js fails a read asked of a destroyed document; unhandled, that is an error in the
 * WebView's console and a failed test run.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { checkup } from '@/shared/messages/checkup'
import { openReport } from '@/shared/pdf-viewer/pdf-document'
import { ReportViewer } from '@/shared/pdf-viewer/ReportViewer'
import { untilUnhandledRejectionsTold } from '#tests/support/unhandled-rejections'

/** A one-page PDF with a line of text (pdf.js rebuilds the missing cross-reference table). */
const PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R',
  '  /Resources << /Font << /F1 5 0 R >> >> >> endobj',
  '4 0 obj << /Length 41 >> stream',
  'BT /F1 14 Tf 20 100 Td (Checkup) Tj ET',
  'endstream endobj',
  '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
].join('\n')

const rejections: unknown[] = []
const record = (event: PromiseRejectionEvent) => rejections.push(event.reason)

afterEach(() => {
  window.removeEventListener('unhandledrejection', record)
  rejections.length = 0
})

describe('the report viewer', () => {
  it('reads the text version of an opened report', async () => {
    const file = new Blob([PDF], { type: 'application/pdf' })
    const outcome = await openReport(file, '')
    if (outcome.kind !== 'opened') throw new Error(`not opened: ${outcome.kind}`)
    const screen = await render(
      <ReportViewer document={outcome.document} file={file} fileName="report.pdf" words={checkup.report} />,
    )
    await expect.element(screen.getByText(checkup.report.textVersion)).toBeInTheDocument()
    await outcome.document.loadingTask.destroy()
  })

  it('leaves nothing unhandled when the document is gone before its text is read (the screen was left)', async () => {
    window.addEventListener('unhandledrejection', record)
    const file = new Blob([PDF], { type: 'application/pdf' })
    const outcome = await openReport(file, '')
    if (outcome.kind !== 'opened') throw new Error(`not opened: ${outcome.kind}`)
    // The download screen destroys the document when it is left. A text read asked of it after
    // that fails (pdf.js has no transport left); one already with pdf.js's worker is never
    // answered, so only the first can leave a rejection behind, and that is the one played here.
    const getPage = vi.spyOn(outcome.document, 'getPage')
    await outcome.document.loadingTask.destroy()
    const screen = await render(
      <ReportViewer document={outcome.document} file={file} fileName="report.pdf" words={checkup.report} />,
    )
    await vi.waitFor(() => expect(getPage).toHaveBeenCalled(), { timeout: 20_000 })
    // The read's failure and what handles it are promise reactions: all have run by the next task.
    await new Promise((resolve) => setTimeout(resolve, 0))
    // Told in order: the read's rejection, had it been unhandled, would be in before the marker.
    const marker = await untilUnhandledRejectionsTold()
    expect(rejections).toEqual([marker])
    await screen.unmount()
  })
})
