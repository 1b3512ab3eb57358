/**
 * Visual review offline: every screen story's designed states (tests/visual/stories.ts), opened
 * in the static Storybook at 390 px in the system Chromium and compared with the committed
 * baselines in tests/visual/__screenshots__/ (one PNG per story id). A difference fails the test;
 * the HTML report (reports/visual-html) shows the baseline, the new screenshot and the
 * difference side by side. `npm run test:visual:update` accepts the new look.
 */
import { readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test as base, type Page } from 'playwright/test'
import { installProbe } from './page-probe'
import { PHONE } from './phone'
import { readStoryIndex, visualStories } from './stories'

const stories = visualStories(readStoryIndex())
const BASELINES = join(import.meta.dirname, '__screenshots__')

/**
 * The sandbox world's "now" (mocks/seed: Monday 2026-11-23 09:00 in Korea). Stories already fix
 * the app's clock; this fixes `Date` for everything else on the page too (timers still run).
 */
const WORLD_NOW = new Date('2026-11-23T09:00:00+09:00')

const PHONE_SIZE = PHONE.viewport!
/**
 * Screenshots stop after two screens: what a designer reviews of a long page (guides, the
 * privacy policy run to 4,000 px) is its start, and full pages would triple the baselines' size.
 */
const MAX_HEIGHT = 2 * PHONE_SIZE.height

/**
 * One page per worker. The first story is loaded by its address; every story after it is
 * switched to inside the page, as Storybook's own sidebar does (`onSetCurrentStory`): Storybook
 * tears the last story down (its React tree, its play, its handlers) and renders the next one,
 * with its own sandbox world and query cache (.storybook/preview.tsx). The story tests already run
 * a whole half of the stories in one page this way (vitest.config.ts). A page load per story was
 * most of this suite's time. Storage is the app's and is emptied in between. A failed test ends
 * its worker, so the story after a failure starts in a fresh page.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext(PHONE)
      await context.clock.setFixedTime(WORLD_NOW)
      await context.addInitScript(installProbe)
      const page = await context.newPage()
      await use(page)
      await context.close()
    },
    { scope: 'worker' },
  ],
})

test.describe.configure({ mode: 'parallel' })

for (const story of stories) {
  test(`${story.title} › ${story.name}`, async ({ storyPage: page }) => {
    await page.setViewportSize(PHONE_SIZE)
    if (page.url().startsWith('http')) {
      await page.evaluate(async (id) => {
        localStorage.clear()
        sessionStorage.clear()
        window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
        const probe = window.__visualProbe
        probe.finished = false
        probe.errors = []
        probe.inFlight = 0
        probe.story += 1
        const preview = (window as unknown as { __STORYBOOK_PREVIEW__: StorybookPreview }).__STORYBOOK_PREVIEW__
        await preview.onSetCurrentStory({ storyId: id, viewMode: 'story' })
      }, story.id)
    } else {
      // a11y.manual: the axe check is the story tests' job (npm run test:stories), not this one's.
      // Globals hold for the page, so for every story switched to after this one.
      await page.goto(`/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=a11y.manual:!true`)
    }

    // Rendered, played (the play function asserted what the state shows), reported.
    await page.waitForFunction(() => window.__visualProbe.finished, null, { timeout: 30_000 })
    const errors = await page.evaluate(() => window.__visualProbe.errors)
    expect(errors, 'the story itself failed; run its story test (npm run test:stories)').toEqual([])

    // Nothing still loading: calls answered (but for a call the story leaves hanging on purpose,
    // the Loading state), images decoded, the web font's glyph subsets in.
    const hangs = await page.evaluate((id) => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__: StorybookPreview }).__STORYBOOK_PREVIEW__
      const render = preview.storyRenders.find((candidate) => candidate.id === id)
      const faults = Object.values(render?.story?.parameters?.sandbox?.faults ?? {})
      return faults.some((fault) => fault.noResponse === 'hang')
    }, story.id)
    const settled = async () => {
      if (!hangs) await page.waitForFunction(() => window.__visualProbe.inFlight === 0)
      await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete))
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
    }
    await settled()

    // The first two screens of a long page: the phone grows to the page's height, at most
    // MAX_HEIGHT (a full-page capture would print the fixed tab bar in the middle of the page).
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    if (height > PHONE_SIZE.height) {
      await page.setViewportSize({ width: PHONE_SIZE.width, height: Math.min(height, MAX_HEIGHT) })
      await settled()
    }
    // From the top: a play function that expands a section may leave the page scrolled, by an
    // amount that depends on timing (the inpatient schedule's past days once did).
    await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }))
    await settled()

    // Waits until two screenshots in a row agree, then compares (tolerance: playwright.visual.config.ts).
    await expect(page).toHaveScreenshot(`${story.id}.png`)
  })
}

/** What of Storybook's preview the test uses: the story switch, the story's sandbox faults. */
interface StorybookPreview {
  onSetCurrentStory(selection: { storyId: string; viewMode: 'story' }): Promise<void>
  storyRenders: Array<{
    id: string
    story?: { parameters?: { sandbox?: { faults?: Record<string, { noResponse?: string }> } } }
  }>
}

/**
 * A baseline whose story is gone (renamed, removed, no longer a designed state) fails the run;
 * updating the baselines deletes it.
 */
test('every baseline belongs to a photographed story', () => {
  const expected = new Set(stories.map((story) => `${story.id}.png`))
  const orphans = readdirSync(BASELINES).filter((file) => file.endsWith('.png') && !expected.has(file))
  const updating = ['all', 'changed'].includes(test.info().config.updateSnapshots)
  if (updating) {
    for (const file of orphans) rmSync(join(BASELINES, file))
    return
  }
  expect(orphans, 'baselines without a story: run npm run test:visual:update').toEqual([])
})
