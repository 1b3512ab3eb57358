import { loadChunk } from '@/shared/lazy'

/** pdf.js and the app's drawing of a report: its own chunk (with its worker), loaded only for a report. */
export const loadPdf = () => loadChunk(() => import('@/shared/pdf-viewer/pdf-document'))
