/**
 * The production build (`npm run build`) holds the app and nothing of the sandbox or the demo:
 * no mock service worker, no msw, no faker, no seeded world, no control API, no persona, no
 * development-only route, no contract schemas. Checked on the built files themselves.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { getFetchMainUserInfoUrl, getFetchUserInfoUrl } from '@/api/generated/account'
import { examples } from '@/shared/messages/examples'
import { ACCESS_TOKEN_KEY, MAIN_ACCESS_TOKEN_KEY } from '@/shared/storage/token-store'
import { bundledSources, filesOf, PRODUCTION, PRODUCTION_MAPS, shippedText } from './built-files'

const PERSONA_NAMES = ['이서연', '박영수', '최지은', '정해진', '배수진']

/** Strings that only the sandbox and the demo contain. */
const FORBIDDEN_TEXT = [
  'mockServiceWorker',
  '/__demo/',
  'virtual:sandbox-world',
  'x-sandbox-persona',
  'MSW_',
  '@faker-js',
  '/example/', // development-only routes
  ...PERSONA_NAMES,
  // The demo's entry on the inpatient payment allow list (hospital configuration, .env.demo).
  'U1002',
  // The stand-in for the shell's session calls (demo and development only).
  'shell-keystore:',
]

describe('production build', () => {
  it('serves no source map, and no file points to one (hidden maps are kept aside)', () => {
    expect(filesOf(PRODUCTION).filter((file) => file.endsWith('.map'))).toEqual([])
    const pointing = shippedText(PRODUCTION).filter(({ text }) => text.includes('sourceMappingURL'))
    expect(pointing.map(({ file }) => file)).toEqual([])
    expect(filesOf(PRODUCTION_MAPS).filter((file) => file.endsWith('.js.map')).length).toBeGreaterThan(10)
  })

  it('has no mock service worker script', () => {
    expect(filesOf(PRODUCTION).filter((file) => /mockServiceWorker/.test(file))).toEqual([])
  })

  it.each(FORBIDDEN_TEXT)('ships no file containing %s', (needle) => {
    const hits = shippedText(PRODUCTION)
      .filter(({ text }) => text.includes(needle))
      .map(({ file }) => file)
    expect(hits).toEqual([])
  })

  it('is made of no sandbox, demo or mock library source', () => {
    const sources = bundledSources(PRODUCTION)
    expect(sources.length).toBeGreaterThan(50)
    // pdf.js is allowed: the checkup report's own chunk, loaded on demand (the home budget keeps it out of the first load).
    const forbidden = sources.filter((source) =>
      /(^|\/)mocks\/|node_modules\/(msw|@msw|@faker-js|@mswjs)\//.test(source),
    )
    expect(forbidden).toEqual([])
  })

  it('has no stand-in for the shell’s session calls: outside a shell a session never starts', () => {
    const sources = bundledSources(PRODUCTION)
    expect(sources.filter((source) => source.endsWith('src/shared/native/session-stand-in.ts'))).toEqual([])
    expect(sources.some((source) => source.endsWith('src/shared/native/browser-bridge.ts'))).toBe(true)
  })

  it('has neither the development examples’ routes nor their code (spec: development only)', () => {
    const sources = bundledSources(PRODUCTION)
    expect(
      sources.filter((source) => /src\/features\/examples\/|src\/shared\/messages\/examples\.ts$/.test(source)),
    ).toEqual([])
    const words = [examples.intro, examples.schedule.intro, examples.collection.noteWarning]
    const hits = shippedText(PRODUCTION).filter(({ text }) => words.some((word) => text.includes(word)))
    expect(hits.map(({ file }) => file)).toEqual([])
  })

  it('never loads the contracts Zod schemas (response checks are for development, tests and demo)', () => {
    const sources = bundledSources(PRODUCTION)
    expect(sources.filter((source) => /\.zod\.ts$|response-schemas\.ts$/.test(source))).toEqual([])
  })

  it('talks to the hospital API, not the sandbox or the mock server', () => {
    const html = readFileSync(join(PRODUCTION, 'index.html'), 'utf8')
    expect(html).toContain('<html lang="ko"')
    const js = shippedText(PRODUCTION).filter(({ file }) => file.endsWith('.js'))
    expect(js.some(({ text }) => text.includes('https://mapi.hanbit-hospital.kr'))).toBe(true)
    expect(js.filter(({ text }) => text.includes(':4010')).map(({ file }) => file)).toEqual([]) // npm run mock:server
  })

  it('bundles React Router’s production build, not the development one its package exports name', () => {
    const router = bundledSources(PRODUCTION).filter((source) => source.includes('node_modules/react-router/'))
    expect(router.length).toBeGreaterThan(0)
    expect(router.filter((source) => !source.includes('/dist/production/'))).toEqual([])
  })

  it('opens the connection to the API while its script downloads (scripts/vite/preconnect-api.ts)', () => {
    const html = readFileSync(join(PRODUCTION, 'index.html'), 'utf8')
    const hints = [...html.matchAll(/<link rel="preconnect"[^>]*>/g)].map(([tag]) => tag)
    expect(hints).toEqual(['<link rel="preconnect" href="https://mapi.hanbit-hospital.kr" crossorigin="">'])
    // Before the entry script, so the connection starts with the page.
    expect(html.indexOf(hints[0]!)).toBeLessThan(html.indexOf('<script type="module"'))
  })

  it('asks for the signed-in user beside its download, the same calls the app makes (scripts/vite/early-user-calls.ts)', () => {
    const html = readFileSync(join(PRODUCTION, 'index.html'), 'utf8')
    const [tag, file] =
      /<script async fetchpriority="high" src="\/(assets\/early-calls-[\w-]+\.js)"><\/script>/.exec(html) ?? []
    expect(tag, 'the early calls script in the page').toBeDefined()
    expect(html.indexOf(tag!)).toBeLessThan(html.indexOf('<script type="module"'))
    const script = readFileSync(join(PRODUCTION, file!), 'utf8')
    // The addresses the generated client asks, on the production base, and the tokens' keys.
    const base = 'https://mapi.hanbit-hospital.kr'
    expect(script).toContain(`${base}${getFetchUserInfoUrl()}`)
    expect(script).toContain(`${base}${getFetchMainUserInfoUrl()}`)
    expect(script).toContain(ACCESS_TOKEN_KEY)
    expect(script).toContain(MAIN_ACCESS_TOKEN_KEY)
    // Which token each call carries: tests/unit/build/early-user-calls.test.ts.
  })
})
