/**
 * The sandbox in the browser (demo mode): the seeded world from the build, saved in
 * localStorage after every change so the demo survives a reload, answered by an msw service
 * worker on the app's own origin. Injected faults, whether set in the demo panel or through the
 * control API, are kept for the tab (sessionStorage), so a reload keeps showing the failure.
 */
import { setupWorker } from 'msw/browser'
import seededWorld, { worldId } from 'virtual:sandbox-world'
import type { WorldSnapshot } from './db/snapshot'
import { controlHandlers } from './control/handlers'
import { createHandlers, type BaseUrls } from './handlers'
import { restoreFaults, saveFaults } from './demo/faults-storage'
import { allowSandboxWorker } from './demo/trusted-types'
import { loadWorld, onWorldChange, saveWorld, sandbox } from './runtime/sandbox'
import { settleWorkerUpdates } from './runtime/worker-update'

const STORAGE_KEY = 'sandbox-world'
const SAVE_DELAY_MS = 300

interface SavedWorld {
  worldId: string
  snapshot: WorldSnapshot
}

function savedWorld(): WorldSnapshot | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as SavedWorld | null
    return saved?.worldId === worldId ? saved.snapshot : undefined
  } catch {
    return undefined
  }
}

export function saveWorldNow(): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ worldId, snapshot: saveWorld() } satisfies SavedWorld))
  } catch (error) {
    console.warn('sandbox: the demo state could not be saved', error)
  }
}

/** Back to the seeded world: forgets the saved state and the faults (loading a world clears them). */
export async function resetWorld(options: { now?: string } = {}): Promise<void> {
  localStorage.removeItem(STORAGE_KEY)
  await loadWorld(seededWorld, { checked: true })
  if (options.now) sandbox.clock.set(options.now)
  saveWorldNow()
  saveFaults(sandbox.faults)
}

export interface StartOptions {
  bases: BaseUrls
  /** Where the worker script is served (the app's base path). */
  workerUrl: string
}

/**
 * Whether this page loaded without the sandbox's installed worker: a hard reload, or a browser
 * that could not start the worker in time for the navigation (a busy phone or machine). The
 * worker never serves such a page.
 */
async function leftOutByWorker(workerUrl: string): Promise<boolean> {
  if (navigator.serviceWorker.controller) return false
  const script = new URL(workerUrl, window.location.href).href
  const registrations = await navigator.serviceWorker.getRegistrations()
  return registrations.some(({ active, waiting, installing }) =>
    [active, waiting, installing].some((worker) => worker?.scriptURL === script),
  )
}

export async function startSandboxWorker({ bases, workerUrl }: StartOptions) {
  // Such a page is loaded again, and nothing of it starts first. The mock library reloads it too,
  // but as it starts, and on a busy machine the demo panel showed (and a presenter or a test
  // acted) in the page that was about to go.
  if (await leftOutByWorker(workerUrl)) {
    window.location.reload()
    return new Promise<never>(() => undefined)
  }
  // Both were checked: the seed at build time, the saved state by the database it was saved from.
  await loadWorld(savedWorld() ?? seededWorld, { checked: true })
  restoreFaults(sandbox.faults)
  let timer: ReturnType<typeof setTimeout> | undefined
  onWorldChange(() => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      saveWorldNow()
    }, SAVE_DELAY_MS)
  })
  // A reload or a closed tab right after a change keeps it: the pending save runs now.
  window.addEventListener('pagehide', () => {
    if (timer === undefined) return
    clearTimeout(timer)
    timer = undefined
    saveWorldNow()
  })
  const worker = setupWorker(
    ...createHandlers(bases),
    ...controlHandlers(bases.main, { reset: resetWorld, onFaultsChange: () => saveFaults(sandbox.faults) }),
  )
  allowSandboxWorker(workerUrl)
  settleWorkerUpdates()
  await worker.start({
    serviceWorker: { url: workerUrl },
    onUnhandledFrame: 'bypass',
    quiet: true,
  })
  return worker
}

export { sandbox }
