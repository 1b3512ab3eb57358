/**
 * The one mutator's two options for long downloads (the checkup report "may take over 1
 * minute"): a time limit of the call's own and progress as the file arrives. Every other call
 * keeps the spec's 10 seconds; React Query's signal still cancels.
 */
import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { downloadCheckupReportFile } from '@/api/generated/checkup'
import { fetchUserInfo } from '@/api/generated/account'
import { HTTP_TIMEOUT_MS, getApiConfig, type DownloadProgress, type RequestOptions } from '@/api/http'
import { resolveUrl } from '@/api/http/api-config'
import { failure } from '../../support/failure'

const FILE_URL = resolveUrl(getApiConfig().mainBaseUrl, '/api/checkup/report/file/2026-10-12/report.pdf')
const PDF = new TextEncoder().encode('%PDF-1.4 a small file in three pieces')

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
})
afterAll(() => server.close())

/** A PDF sent in three pieces, with or without its length. */
function pdfInPieces(withLength: boolean) {
  const pieces = [PDF.slice(0, 10), PDF.slice(10, 20), PDF.slice(20)]
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(piece)
      controller.close()
    },
  })
  const headers: Record<string, string> = { 'Content-Type': 'application/pdf' }
  if (withLength) headers['Content-Length'] = String(PDF.length)
  return new HttpResponse(body, { status: 200, headers })
}

const download = (options: RequestOptions) => downloadCheckupReportFile('2026-10-12', 'report.pdf', options)

describe('progress while a file arrives', () => {
  it('says how many bytes have arrived out of the total, and still gives the whole file', async () => {
    server.use(http.get(FILE_URL, () => pdfInPieces(true)))
    const seen: DownloadProgress[] = []
    const blob = await download({ onDownloadProgress: (p) => seen.push(p) })
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PDF)
    expect(blob.type).toBe('application/pdf')
    expect(seen[0]).toEqual({ loaded: 0, total: PDF.length })
    expect(seen.at(-1)).toEqual({ loaded: PDF.length, total: PDF.length })
    const loaded = seen.map((p) => p.loaded)
    expect([...loaded].sort((a, b) => a - b)).toEqual(loaded)
  })

  it('leaves the total unknown when the server does not say it', async () => {
    server.use(http.get(FILE_URL, () => pdfInPieces(false)))
    const seen: DownloadProgress[] = []
    await download({ onDownloadProgress: (p) => seen.push(p) })
    expect(seen.at(-1)).toEqual({ loaded: PDF.length, total: undefined })
  })

  it('is not asked for: the file comes as before', async () => {
    server.use(http.get(FILE_URL, () => pdfInPieces(true)))
    expect((await download({})).size).toBe(PDF.length)
  })
})

describe("a call's own time limit", () => {
  const hangingFile = () =>
    server.use(
      http.get(FILE_URL, async () => {
        await delay('infinite')
        return pdfInPieces(true)
      }),
    )

  it(`waits past the spec's ${HTTP_TIMEOUT_MS / 1000} seconds, until its own limit`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    hangingFile()
    let settled = false
    const outcome = failure(download({ timeoutMs: 180_000 }).finally(() => (settled = true)))
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS + 60_000)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(180_000 - HTTP_TIMEOUT_MS - 60_000)
    expect(await outcome).toMatchObject({ kind: 'no-response', timedOut: true })
  })

  it(`leaves every other call at ${HTTP_TIMEOUT_MS / 1000} seconds`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.use(
      http.get(resolveUrl(getApiConfig().mainBaseUrl, '/api/users/me'), async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    hangingFile()
    let fileSettled = false
    const file = failure(download({ timeoutMs: 180_000 }).finally(() => (fileSettled = true)))
    const user = failure(fetchUserInfo())
    await vi.advanceTimersByTimeAsync(HTTP_TIMEOUT_MS)
    expect(await user).toMatchObject({ kind: 'no-response', timedOut: true })
    expect(fileSettled).toBe(false)
    await vi.advanceTimersByTimeAsync(180_000)
    await file
  })

  it('is cancelled by the caller (the patient tapping cancel), not counted as a failure', async () => {
    hangingFile()
    const controller = new AbortController()
    const outcome = failure(download({ timeoutMs: 180_000, signal: controller.signal }))
    controller.abort()
    expect(await outcome).toMatchObject({ kind: 'cancelled' })
  })

  it('is cancelled while the file is arriving', async () => {
    const controller = new AbortController()
    server.use(
      http.get(FILE_URL, () => {
        const body = new ReadableStream<Uint8Array>({
          start(stream) {
            stream.enqueue(PDF.slice(0, 10)) // and the rest never comes
          },
        })
        return new HttpResponse(body, {
          headers: { 'Content-Type': 'application/pdf', 'Content-Length': String(PDF.length) },
        })
      }),
    )
    const outcome = failure(
      download({
        timeoutMs: 180_000,
        signal: controller.signal,
        onDownloadProgress: ({ loaded }) => {
          if (loaded > 0) controller.abort()
        },
      }),
    )
    expect(await outcome).toMatchObject({ kind: 'cancelled' })
  })
})
