/**
 * The demo build (`npm run build:demo`) is a static site that works from any file server: the
 * mock service worker at its root, the seeded world shipped as data (seeded at build time, so
 * no faker in the browser), and the sandbox loaded only after the app's first paint.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { HOME_SCREEN, readBundle, sourcesOf } from '../../scripts/bundle-report'
import { bundledSources, DEMO, filesOf } from './built-files'

describe('demo build', () => {
  it('serves the mock service worker from its root', () => {
    expect(filesOf(DEMO)).toContain('mockServiceWorker.js')
    expect(readFileSync(join(DEMO, 'mockServiceWorker.js'), 'utf8')).toContain('Mock Service Worker')
  })

  it('carries the sandbox, its handlers and the demo panel', () => {
    const sources = bundledSources(DEMO)
    expect(sources).toContain('mocks/browser.ts')
    expect(sources).toContain('mocks/demo/DemoRoot.tsx')
    expect(sources.some((source) => source.startsWith('mocks/handlers/'))).toBe(true)
  })

  it('ships the seeded world as data, without the generators', () => {
    const sources = bundledSources(DEMO)
    expect(
      sources.filter((source) => /@faker-js|mocks\/seed\/(people|build-world|world-builder)/.test(source)),
    ).toEqual([])
    const shipped = filesOf(DEMO)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(DEMO, file), 'utf8'))
    expect(shipped.some((text) => text.includes('이서연'))).toBe(true) // the outpatient persona
  })

  it('loads the sandbox after the first paint: before it, only the simulated shell and the personas', () => {
    const firstPaint = sourcesOf(DEMO, readBundle(DEMO).firstLoadFiles(HOME_SCREEN))
    expect(firstPaint).toContain('src/main.tsx')
    // The persona's first screen, inside its shell (mocks/demo/boot.ts, run by the demo's
    // index.html before the app): small and free of the world.
    const shell = [
      'mocks/demo/boot.ts',
      'mocks/demo/demo-shell.ts',
      'mocks/demo/demo-bridge.ts',
      'mocks/demo/demo-store.ts',
      'mocks/seed/personas.ts',
      // The simulated phone's device id and the personas' refresh credentials (a few constants),
      // and the way the shell reaches the provider's and the card processor's pages (a fetch).
      'mocks/seed/constants.ts',
      'mocks/demo/seeded-credential.ts',
      'mocks/demo/simulated-shell-services.ts',
      // The reasons the simulated card page can decline for (six codes and their words).
      'mocks/demo/card-declines.ts',
      // Zod told not to probe for eval before any schema exists (the page's policy forbids it).
      'mocks/demo/zod-without-eval.ts',
    ]
    expect(firstPaint.filter((source) => source.startsWith('mocks/')).sort()).toEqual([...shell].sort())
    expect(firstPaint.filter((source) => /node_modules\/(msw|@msw|@faker-js)\//.test(source))).toEqual([])
  })
})
