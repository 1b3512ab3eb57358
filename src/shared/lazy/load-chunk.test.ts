/**
 * How the app loads code it did not load at start, when the download fails: at once without a
 * connection, a move to the new version after a deploy (once, never in a loop), two more tries
 * otherwise, the spec's 120-second timeout, and a new download at every call (never the rejected
 * one again). The page around it (its scripts, the server's page, the reload) is stood in for.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '#tests/setup/memory-storage'
import { LIMITS } from '@/shared/config/constants'
import { connectivity } from '@/shared/offline/connectivity'
import { ChunkLoadError } from './chunk-load-error'
import { loadChunk } from './load-chunk'
import { MOVE_AGAIN_AFTER_MS } from './new-version'

const RUNNING = '/assets/index-OLD.js'
const pageWith = (entry: string) =>
  `<!doctype html><html><head><script type="module" crossorigin src="${entry}"></script></head></html>`

let served: () => Promise<Response>
const reload = vi.fn()

beforeEach(() => {
  vi.useFakeTimers()
  connectivity.force(true)
  served = () => Promise.resolve(new Response(pageWith(RUNNING)))
  vi.stubGlobal(
    'fetch',
    vi.fn(() => served()),
  )
  vi.stubGlobal('location', { href: 'https://app.example/outpatient/payment' })
  vi.stubGlobal('window', { location: { reload } })
  vi.stubGlobal('sessionStorage', new MemoryStorage())
  vi.stubGlobal('document', {
    querySelectorAll: () => [{ src: `https://app.example${RUNNING}` }],
  })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  connectivity.force(null)
  reload.mockReset()
})

const missing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))

/** Lets the loader's pauses pass and returns how it settled. */
async function settle<T>(loading: Promise<T>): Promise<T | ChunkLoadError> {
  const outcome = loading.catch((error: unknown) => error as ChunkLoadError)
  await vi.runAllTimersAsync()
  return outcome
}

describe('loadChunk', () => {
  it('gives the module when the download works', async () => {
    await expect(loadChunk(() => Promise.resolve({ answer: 42 }))).resolves.toEqual({ answer: 42 })
  })

  it('fails at once, as offline, when the phone has no connection (no pause, no retry)', async () => {
    connectivity.force(false)
    const load = vi.fn(missing)
    const error = await settle(loadChunk(load))
    expect(error).toBeInstanceOf(ChunkLoadError)
    expect(error.failure).toBe('offline')
    expect(load).toHaveBeenCalledTimes(1)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('fails as offline when the server cannot be reached although the phone says it is online', async () => {
    served = () => Promise.reject(new TypeError('Failed to fetch'))
    const error = await settle(loadChunk(missing))
    expect(error.failure).toBe('offline')
  })

  it('opens the address anew when the browser keeps an earlier failure of the file (Chromium 150), once', async () => {
    const file = 'https://app.example/assets/Drawer-abc.js'
    const held = () => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${file}`))
    // The server has the same version, and the file itself answers: only the page holds the failure.
    vi.mocked(fetch).mockImplementation((input) =>
      (input as string) === file ? Promise.resolve(new Response(null, { status: 200 })) : served(),
    )
    void loadChunk(vi.fn(held))
    await vi.advanceTimersByTimeAsync(0)
    expect(reload).toHaveBeenCalledTimes(1)
    // Never in a loop: the next time, the part says it is unavailable.
    const error = await settle(loadChunk(vi.fn(held)))
    expect(error.failure).toBe('unavailable')
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('does not open the address anew when the file itself does not answer', async () => {
    const file = 'https://app.example/assets/Drawer-abc.js'
    const gone = () => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${file}`))
    vi.mocked(fetch).mockImplementation((input) =>
      (input as string) === file ? Promise.reject(new TypeError('Failed to fetch')) : served(),
    )
    const error = await settle(loadChunk(vi.fn(gone)))
    expect(error.failure).toBe('unavailable')
    expect(reload).not.toHaveBeenCalled()
  })

  it('tries twice more when the same version is served, then says the part is unavailable', async () => {
    const load = vi.fn(missing)
    const error = await settle(loadChunk(load))
    expect(error.failure).toBe('unavailable')
    expect(load).toHaveBeenCalledTimes(3)
    expect(reload).not.toHaveBeenCalled()
  })

  it('comes through a download that failed once', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('network')).mockResolvedValue({ ok: true })
    await expect(settle(loadChunk(load))).resolves.toEqual({ ok: true })
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('downloads again at every call: a rejected import is never handed out again', async () => {
    connectivity.force(false)
    const load = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue({ ok: true })
    await settle(loadChunk(load))
    connectivity.force(true)
    await expect(loadChunk(load)).resolves.toEqual({ ok: true })
    expect(load).toHaveBeenCalledTimes(2)
  })

  describe('after a deploy (the server’s page starts from other scripts)', () => {
    beforeEach(() => {
      served = () => Promise.resolve(new Response(pageWith('/assets/index-NEW.js')))
    })

    it('loads the address the patient is on as a new page, once, and the part waits for it', async () => {
      let settled = false
      void loadChunk(missing).finally(() => (settled = true))
      await vi.runAllTimersAsync()
      expect(reload).toHaveBeenCalledTimes(1)
      // No failure view flashes while the page is replaced.
      expect(settled).toBe(false)
      // Past every cache: the worker's copy of the page is the running version's own.
      expect(vi.mocked(fetch).mock.calls[0]![0]).toMatch(/^\/index\.html\?version-check=\d+$/)
      expect(vi.mocked(fetch).mock.calls[0]![1]).toMatchObject({ cache: 'no-store' })
    })

    it('does not move again within a while: a server that keeps an old page is no loop', async () => {
      void loadChunk(missing)
      await vi.runAllTimersAsync()
      const error = await settle(loadChunk(missing))
      expect(error.failure).toBe('unavailable')
      expect(reload).toHaveBeenCalledTimes(1)

      vi.setSystemTime(Date.now() + MOVE_AGAIN_AFTER_MS + 1)
      void loadChunk(missing)
      await vi.runAllTimersAsync()
      expect(reload).toHaveBeenCalledTimes(2)
    })

    it('leaves a part loaded in the background out, without pulling the page away', async () => {
      const error = await settle(loadChunk(missing, { onNewVersion: 'fail' }))
      expect(error.failure).toBe('unavailable')
      expect(reload).not.toHaveBeenCalled()
    })

    it('does not move without storage to remember it (it could not tell a loop)', async () => {
      vi.stubGlobal('sessionStorage', {
        getItem: () => {
          throw new Error('storage disabled')
        },
      })
      const error = await settle(loadChunk(missing))
      expect(error.failure).toBe('unavailable')
      expect(reload).not.toHaveBeenCalled()
    })
  })

  it('gives up a download that has not arrived in 120 seconds (spec section 9)', async () => {
    let settled: unknown
    loadChunk(() => new Promise(() => undefined)).catch((error: unknown) => (settled = error))
    await vi.advanceTimersByTimeAsync(LIMITS.chunkLoadTimeoutMs - 1)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBeInstanceOf(ChunkLoadError)
    expect((settled as ChunkLoadError).failure).toBe('timeout')
  })
})
