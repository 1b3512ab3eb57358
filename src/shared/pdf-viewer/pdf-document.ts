/**
 * pdf.js for the checkup report and the visit documents, and only for them: their screens import this module on
 * demand, so pdf.js and its worker are their own chunks, out of every other screen and of the
 * first load.
 *
 * The report is set in a non-embedded Korean font through the predefined `UniKS-UCS2-H` CMap:
 * pdf.js reads that CMap from its packed cmaps, which Vite ships as files next to the app. The
 * phone draws the letters with its own Korean font.
 *
 * Under the page's Content-Security-Policy: pdf.js 6 has no `eval` left (its old
 * `isEvalSupported` option is gone with it), its WebAssembly decoders stay off (`useWasm:
 * false`: they would need 'wasm-unsafe-eval'), and its worker is started here, its address
 * through the page's Trusted Types policy for the app's own scripts.
 */
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist'
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url'
import ksHorizontal from 'pdfjs-dist/cmaps/UniKS-UCS2-H.bcmap?url'
import ksVertical from 'pdfjs-dist/cmaps/UniKS-UCS2-V.bcmap?url'
import { ownScriptUrl } from '@/shared/security/trusted-types'
import type { PositionedText } from '@/shared/pdf-viewer/report-structure'

/** pdf.js's worker, one for the app's life, started on the first report opened. */
function startWorker() {
  GlobalWorkerOptions.workerPort ??= new Worker(ownScriptUrl(workerUrl), { type: 'module' })
}

const CMAPS: Record<string, string> = { 'UniKS-UCS2-H': ksHorizontal, 'UniKS-UCS2-V': ksVertical }

/** Gives pdf.js the CMaps the report uses; a font file it asks for is not shipped (it falls back). */
class ReportDataFactory {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = kind === 'cMapUrl' ? CMAPS[filename.replace(/\.bcmap$/, '')] : undefined
    if (!url) throw new Error(`결과지에 없는 자료: ${filename}`)
    const response = await fetch(url)
    if (!response.ok) throw new Error(`${url}: ${response.status}`)
    return new Uint8Array(await response.arrayBuffer())
  }
}

export type OpenOutcome =
  { kind: 'opened'; document: PDFDocumentProxy } | { kind: 'password' } | { kind: 'broken'; cause: unknown }

const isPasswordError = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'PasswordException'

/** Opens the report with the patient's password; a missing or wrong one is its own outcome. */
export async function openReport(file: Blob, password: string): Promise<OpenOutcome> {
  const data = new Uint8Array(await file.arrayBuffer())
  startWorker()
  const task = getDocument({
    data,
    password,
    cMapUrl: '/cmaps/',
    cMapPacked: true,
    BinaryDataFactory: ReportDataFactory,
    useWorkerFetch: false,
    useWasm: false,
    verbosity: 0,
  })
  // No onPassword callback: pdf.js then refuses with a PasswordException, and the screen asks.
  try {
    return { kind: 'opened', document: await task.promise }
  } catch (error) {
    if (isPasswordError(error)) return { kind: 'password' }
    return { kind: 'broken', cause: error }
  }
}

/** At most this many canvas pixels a page: a phone refuses (or runs out of memory for) larger. */
const MAX_PIXELS = 8_000_000

/**
 * Draws one page into a canvas `cssWidth` wide (the phone's width times the zoom), sharp on the
 * phone's screen as far as its memory allows. A newer drawing cancels this one through `signal`.
 */
export async function drawPage(
  document: PDFDocumentProxy,
  number: number,
  canvas: HTMLCanvasElement,
  cssWidth: number,
  signal: AbortSignal,
) {
  const page = await document.getPage(number)
  if (signal.aborted) return
  const base = page.getViewport({ scale: 1 })
  const cssScale = cssWidth / base.width
  const wanted = window.devicePixelRatio || 1
  const ratio = Math.min(wanted, Math.sqrt(MAX_PIXELS / (base.width * base.height * cssScale * cssScale)))
  const viewport = page.getViewport({ scale: cssScale * ratio })
  canvas.width = Math.floor(viewport.width)
  canvas.height = Math.floor(viewport.height)
  canvas.style.width = `${Math.floor(cssWidth)}px`
  canvas.style.height = `${Math.floor(base.height * cssScale)}px`
  const task = page.render({ canvas, viewport })
  signal.addEventListener('abort', () => task.cancel(), { once: true })
  try {
    await task.promise
  } catch (error) {
    if (!signal.aborted) throw error
  }
}

/** Each page's pieces of text where they stand, for the text version (the canvas is a picture). */
export async function pageItems(document: PDFDocumentProxy): Promise<PositionedText[][]> {
  const pages: PositionedText[][] = []
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent()
    pages.push(
      content.items.flatMap((item) =>
        'str' in item
          ? [
              {
                text: item.str,
                x: item.transform[4] as number,
                y: item.transform[5] as number,
                width: item.width,
                size: Math.hypot(item.transform[2] as number, item.transform[3] as number),
              },
            ]
          : [],
      ),
    )
  }
  return pages
}
