import { ownScriptUrl } from '@/shared/security/trusted-types'

/**
 * Registers the production build's service worker (Workbox, generated at build time: see
 * scripts/vite/offline-worker.ts) once the page has loaded, so it never competes with the first
 * screen. Production only: the demo's sandbox has the scope's worker, development has none.
 */
export function registerOfflineWorker(): void {
  if (!import.meta.env.PROD || import.meta.env.VITE_DEMO === 'true' || !('serviceWorker' in navigator)) return
  window.addEventListener('load', () => {
    // Its address through the page's Trusted Types policy for the app's own scripts.
    navigator.serviceWorker.register(ownScriptUrl(`${import.meta.env.BASE_URL}sw.js`)).catch((error: unknown) => {
      // Without it the app works as before, only not offline.
      console.warn('offline worker not registered', error)
    })
  })
}
