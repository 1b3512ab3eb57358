import { ownScriptUrl } from '@/shared/security/trusted-types'

/**
 * How long after the first paint the worker is registered. Installing it downloads every screen's
 * code (the precache, a few hundred files): on a first start over a slow connection that would
 * compete with the first screen's own code and calls, which have gone by then.
 */
const AFTER_FIRST_PAINT_MS = 3_000
/** The longest it then waits for the page to be idle. */
const IDLE_TIMEOUT_MS = 2_000

/**
 * Registers the production build's service worker (Workbox, generated at build time: see
 * scripts/vite/offline-worker.ts) once the first screen has painted and settled (src/main.tsx calls
 * this after the first paint). Production only: the demo's sandbox has the scope's worker,
 * development has none.
 */
export function registerOfflineWorker(): void {
  if (!import.meta.env.PROD || import.meta.env.VITE_DEMO === 'true' || !('serviceWorker' in navigator)) return
  const register = () => {
    // Its address through the page's Trusted Types policy for the app's own scripts.
    navigator.serviceWorker.register(ownScriptUrl(`${import.meta.env.BASE_URL}sw.js`)).catch((error: unknown) => {
      // Without it the app works as before, only not offline.
      console.warn('offline worker not registered', error)
    })
  }
  setTimeout(() => {
    // A browser without requestIdleCallback (Safari) registers at once.
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: IDLE_TIMEOUT_MS })
    else register()
  }, AFTER_FIRST_PAINT_MS)
}
