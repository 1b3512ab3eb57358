import { LIMITS } from '@/shared/config/constants'
import { connectivity } from '@/shared/offline/connectivity'
import { ChunkLoadError } from './chunk-load-error'
import { reloadFailedStylesheets } from './failed-stylesheets'
import { moveToNewVersion, servedVersion } from './new-version'

export interface LoadChunkOptions {
  /**
   * What to do when the code is gone because a new version was deployed: `move` (a part the
   * patient asked for: a screen, an overlay, a tap's helper) loads the new version where the
   * patient is; `fail` (a part loaded in the background) does not pull the page away under the
   * patient: the part is left out, and the next part the patient asks for moves.
   */
  onNewVersion?: 'move' | 'fail'
}

/** A failed download tried again this many times while the phone and the server are reachable. */
const QUICK_RETRIES = 2
const RETRY_PAUSE_MS = 1000

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** The page is being replaced: whatever waited for the part waits for good (no error view flashes). */
const never = () => new Promise<never>(() => undefined)

/**
 * Whether the browser itself holds an earlier failure of this code: Chromium 150 keeps a failed
 * dynamic import for the page's life (import() fails again at once while the file answers). Only
 * a new page loads it then.
 */
async function heldByBrowser(error: unknown): Promise<boolean> {
  const url = /dynamically imported module: (\S+)/.exec(String(error))?.[1]
  if (!url) return false
  try {
    return (await fetch(url, { method: 'HEAD', cache: 'no-store' })).ok
  } catch {
    return false
  }
}

/** The spec's chunk load timeout (section 9): what has not arrived in 120 seconds is given up. */
function withinChunkTimeout<T>(loading: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout', new Error('no answer'))), LIMITS.chunkLoadTimeoutMs)
  })
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer))
}

/**
 * The one way the app loads code it did not load at start: `load` is the `() => import(...)`.
 * Every call downloads again what failed before (a rejected import is never reused), the failed
 * stylesheets too. Without a connection it fails at once; with one it first asks whether a new
 * version replaced the code (then, for a part the patient asked for, the new version opens where
 * they are), and otherwise tries twice more. It rejects with a ChunkLoadError that says why.
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  { onNewVersion = 'move' }: LoadChunkOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      await reloadFailedStylesheets()
      return await withinChunkTimeout(load())
    } catch (error) {
      if (error instanceof ChunkLoadError) throw error
      if (connectivity.isDeviceOffline()) throw new ChunkLoadError('offline', error)
      const served = await servedVersion()
      if (served === 'unreachable') throw new ChunkLoadError('offline', error)
      if (served === 'new' || (await heldByBrowser(error))) {
        if (onNewVersion === 'move' && moveToNewVersion()) return never()
        throw new ChunkLoadError('unavailable', error)
      }
      if (attempt >= QUICK_RETRIES) throw new ChunkLoadError('unavailable', error)
      await pause(RETRY_PAUSE_MS * (attempt + 1))
    }
  }
}
