/**
 * The report viewer in Chromium with pdf.js and its worker: a patient who leaves while the report's
 * text is still being read (the screen then destroys the document) leaves no rejected promise
 * behind. pdf.js answers every pending request of a destroyed document with "Transport
 * destroyed"; unhandled, that is an error in the WebView's console and a failed test run.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { checkup } from '@/shared/messages/checkup'
import { openReport } from '@/shared/pdf-viewer/pdf-document'
import { ReportViewer } from '@/shared/pdf-viewer/ReportViewer'

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

  it('leaves nothing unhandled when the patient leaves while the text is still read', async () => {
    window.addEventListener('unhandledrejection', record)
    const file = new Blob([PDF], { type: 'application/pdf' })
    const outcome = await openReport(file, '')
    if (outcome.kind !== 'opened') throw new Error(`not opened: ${outcome.kind}`)
    const screen = await render(
      <ReportViewer document={outcome.document} file={file} fileName="report.pdf" words={checkup.report} />,
    )
    // What the download screen does when it is left: unmount, then destroy the document.
    await screen.unmount()
    await outcome.document.loadingTask.destroy()
    // pdf.js's answers to the pending requests, and a task for the rejections to be reported.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(rejections).toEqual([])
  })
})
