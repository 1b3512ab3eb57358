/**
 * The offline pocket's service worker (scripts/vite/offline-worker.ts), on the built files: the
 * production build precaches the app shell and the pocket's screens and keeps no API answer;
 * the demo has only msw's worker, and registers no other.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEMO, filesOf, PRODUCTION, shippedText } from './built-files'

interface ManifestChunk {
  file: string
  isEntry?: boolean
}
const manifestOf = (outDir: string) =>
  JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>

const worker = () => readFileSync(join(PRODUCTION, 'sw.js'), 'utf8')
/** The URLs the worker precaches (Workbox's precache manifest inside sw.js). */
const precached = () => [...worker().matchAll(/url:"([^"]+)"/g)].map((match) => match[1]!)

const POCKET_SCREENS = [
  'src/features/visit/screens/today-schedule/TodayScheduleScreen.tsx',
  'src/features/parking/screens/parking-info/ParkingInfoScreen.tsx',
  'src/features/hospital/screens/facility-waytogo/FacilityWaytogoScreen.tsx',
  'src/features/hospital/screens/telephone/TelephoneScreen.tsx',
  // The drawer (its card chip); the card itself is in the entry (src/app/overlays/PatientCardDialog.tsx).
  'src/app/shell/Drawer.tsx',
]

describe('offline worker, production build', () => {
  it('precaches the page, the entry (the card with it) and the pocket’s screens and drawer', () => {
    const manifest = manifestOf(PRODUCTION)
    const urls = precached()
    expect(urls).toContain('index.html')
    expect(urls).toContain(Object.values(manifest).find((chunk) => chunk.isEntry)!.file)
    for (const screen of POCKET_SCREENS) expect(urls).toContain(manifest[screen]!.file)
  })

  // Workbox's runtime is inside sw.js (scripts/vite/offline-worker.ts), minified with it: its
  // class names are gone, the calls and options that say what the worker does are not.
  it('answers every route with the precached page (a reload without a connection)', () => {
    expect(worker()).toContain('"navigate"!==e.mode')
    expect(worker()).toMatch(/="index\.html",\w+\(\)\.createHandlerBoundToURL\(\w+\)/)
  })

  it('carries Workbox inside: no importScripts, which the header’s Trusted Types refuse', () => {
    expect(worker()).not.toMatch(/importScripts\(|define\(\["\.\/workbox-/)
    expect(filesOf(PRODUCTION).filter((file) => file.startsWith('workbox-'))).toEqual([])
  })

  it('leaves out what needs the server anyway, and the fonts (kept as they are used)', () => {
    const urls = precached()
    expect(urls.filter((url) => /pdf|\.map$|\.woff2$/.test(url))).toEqual([])
    // Cache first: the cache is asked, the network only when it has nothing.
    expect(worker()).toMatch(
      /await \w+\.cacheMatch\(\w+\);if\(!\w+\)try\{\w+=await \w+\.fetchAndCachePut[^]{0,200}cacheName:"fonts"/,
    )
  })

  it('keeps no API answer: no route for the hospital API or the e-prescription service', () => {
    expect(worker()).not.toContain('mapi.hanbit-hospital.kr')
    expect(worker()).not.toContain('erx-link.kr')
    expect(worker()).not.toMatch(/NetworkFirst|StaleWhileRevalidate/)
  })

  it('is registered by the app itself, once the first screen has painted and the page is idle', () => {
    const html = readFileSync(join(PRODUCTION, 'index.html'), 'utf8')
    expect(html).not.toContain('sw.js')
    const entry = shippedText(PRODUCTION).find(({ file }) => file === manifestOf(PRODUCTION)['index.html']!.file)!
    // Its address through the page's Trusted Types policy for the app's own scripts.
    expect(entry.text).toMatch(/serviceWorker\.register\(\w+\(`\/sw\.js`\)\)/)
    // src/app/register-offline-worker.ts: a timer, then the browser's idle callback (the offline
    // e2e and the hosting tests see it take over).
    expect(entry.text).toMatch(/setTimeout\(\(\)=>\{`requestIdleCallback`in window\?window\.requestIdleCallback\(/)
  })
})

describe('offline worker, demo build', () => {
  it('has only msw’s worker, and registers no other', () => {
    const files = filesOf(DEMO)
    expect(files).toContain('mockServiceWorker.js')
    expect(files.filter((file) => /(^|\/)(sw\.js|workbox-)/.test(file))).toEqual([])
    // The worker's own name, not a chunk whose hash happens to end in "sw" (inquiry-LNBOD1sw.js).
    expect(
      shippedText(DEMO)
        .filter(({ text }) => /[`'"/]sw\.js\b/.test(text))
        .map(({ file }) => file),
    ).toEqual([])
  })
})
