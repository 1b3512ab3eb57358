/**
 * The text sweep: every screen of every persona on a 360 px phone with the app's large
 * text, checked for words, numbers, dates, times and amounts broken inside themselves, lines that
 * start with "·", "~" or a unit, text squeezed under half of its row, text cut with "…" and
 * sideways scrolling (./sweep/text-layout.ts says exactly what each means).
 *
 * Each persona opens the app once and then its screens one after the other by in-app navigation
 * (./sweep/open-in-app.ts: a page load per screen was 3.9 s of a busy machine's time, 1,057 s of
 * the e2e's 3,032 s), waits until the screen has its data (no skeleton, no call in flight, fonts
 * loaded: measured, not a fixed pause), and follows the links it finds to screens with
 * parameters in their path (a result, a notice, a department), one of each.
 *
 * `SWEEP_SHOTS=<dir>` also saves a full-page screenshot of every screen (<dir>/<persona>/<route>.png),
 * `SWEEP_FONT=normal` sweeps at the normal text size: how the before/after images of a design
 * change are made.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright/test'
import { findTextProblems, type TextFinding } from '@/shared/ui/text/text-problems'
import { expect, test } from './fixtures'
import { openInApp } from './sweep/open-in-app'
import { mayOpen, routeOfPath, routes, startingScreens, type SweepPersona } from './sweep/screens'

const PERSONAS: SweepPersona[] = ['outpatient', 'inpatient', 'checkup', 'family', 'newcomer', 'none']
const ROUTES = routes()
const SHOTS = process.env.SWEEP_SHOTS
const LARGE_TEXT = process.env.SWEEP_FONT !== 'normal'

test.use({
  viewport: { width: 360, height: 780 },
  deviceScaleFactor: 2,
  reducedMotion: 'reduce',
})

/**
 * The phone's settings before the app starts: large text, the first-run guide already seen, the
 * web font at hand (as on every start after the first; the sweep loads it once, below).
 */
function deviceSettings(largeText: boolean) {
  localStorage.setItem('isBigFont', largeText ? 'ON' : 'OFF')
  localStorage.setItem('webFontCached', 'Y')
  localStorage.setItem('isFirstRun', 'N')
  localStorage.setItem('isOpenAppFirst', 'N')
  // Calls in flight, so the sweep measures once the screen has its data.
  const state = window as unknown as { __sweepCalls: number }
  state.__sweepCalls = 0
  const fetch = window.fetch.bind(window)
  window.fetch = async (...args) => {
    state.__sweepCalls += 1
    try {
      return await fetch(...args)
    } finally {
      state.__sweepCalls -= 1
    }
  }
}

/** Until the screen has settled: a title, no loading shape, no call in flight for 300 ms, fonts in. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const state = window as unknown as { __sweepCalls: number; __sweepQuietSince?: number }
      const busy =
        !document.querySelector('h1') || document.querySelector('[aria-busy="true"]') || state.__sweepCalls > 0
      if (busy) {
        state.__sweepQuietSince = undefined
        return false
      }
      state.__sweepQuietSince ??= performance.now()
      return performance.now() - state.__sweepQuietSince >= 300 && document.fonts.status === 'loaded'
    },
    null,
    { polling: 100, timeout: 20_000 },
  )
}

test.describe('text sweep: 360 px, large text, every screen', () => {
  for (const persona of PERSONAS) {
    test(`${persona}: nothing broken, squeezed or cut`, async ({ page }, testInfo) => {
      test.setTimeout(8 * 60_000)
      await page.addInitScript(deviceSettings, LARGE_TEXT)
      await page.goto(`/?persona=${persona}`)
      await settle(page)
      // Every subset of the web font in the browser's cache: each screen is then measured in
      // Pretendard from its first frame (`font-display: optional` keeps a font that comes late out).
      await page.evaluate(() => Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined))))

      const queue = startingScreens(persona, ROUTES).map((route) => ({ route, url: route.path }))
      const seen = new Set(queue.map(({ route }) => route.name))
      const problems: { screen: string; findings: TextFinding[] }[] = []
      let shown = 'home'
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { route, url } = next
        await openInApp(page, url, { sameScreen: route.name === shown })
        shown = route.name
        await settle(page)
        // The function itself, sent as source: it runs in the page with document.body as its root.
        const findings = await page.evaluate(findTextProblems, undefined)
        if (findings.length > 0) problems.push({ screen: `${route.name} (${url})`, findings })
        if (SHOTS) {
          const dir = join(SHOTS, persona)
          mkdirSync(dir, { recursive: true })
          await page.screenshot({ path: join(dir, `${route.name}.png`), fullPage: true })
        }
        // One screen of each kind the links lead to (a result, a notice, a department).
        const links = await page.$$eval('a[href]', (anchors) =>
          anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
        )
        for (const link of links) {
          const target = new URL(link)
          if (target.origin !== new URL(page.url()).origin) continue
          const linked = routeOfPath(ROUTES, target.pathname)
          const key = linked && `${linked.name}${target.search ? '?' : ''}`
          if (!linked || !key || seen.has(key) || linked.redirects || !mayOpen(persona, linked)) continue
          seen.add(key)
          queue.push({ route: linked, url: `${target.pathname}${target.search}` })
        }
      }

      await testInfo.attach('screens', { body: [...seen].join('\n'), contentType: 'text/plain' })
      const report = problems
        .map(({ screen, findings }) => `${screen}\n${findings.map((f) => `  ${f.kind}: ${f.text}`).join('\n')}`)
        .join('\n')
      if (report) await testInfo.attach('problems', { body: report, contentType: 'text/plain' })
      expect(problems.length, `${persona}, ${seen.size} screens, problems on these:\n${report}\n`).toBe(0)
    })
  }
})
