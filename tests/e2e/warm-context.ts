/**
 * One warm browser context per worker: opening the demo in a new context took 7.7 s
 * (its service worker installs, every script downloads and compiles), a reload in a warm one
 * 1.4-2.2 s. Each test gets a new page (tab) in the worker's context, so what a test adds to its
 * page (listeners, init scripts, bindings, its clock) goes with it; after the test the context is
 * emptied as a new device would be: its storage (local storage, IndexedDB, caches; session
 * storage is the tab's own), its service workers, cookies, permissions, routes. What stays is
 * what a returning patient's phone keeps as well: the HTTP cache.
 *
 * On where `use: { warmContext: true }` says so (playwright.config.ts); a test whose context
 * options differ (a narrower phone) warms a context of its own. A test that needs a new device
 * (its clock faked, a first start) says `test.use({ newDevice: true })`: a context of its own,
 * closed after it.
 */
import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright/test'

/** The options this file adds (playwright.config.ts's `use`, a file's test.use). */
export interface WarmContextOptions {
  warmContext: boolean
  newDevice: boolean
}

export const test = base.extend<WarmContextOptions, { warmContexts: Map<string, BrowserContext> }>({
  warmContext: [false, { option: true }],
  newDevice: [false, { option: true }],

  warmContexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its first parameter
    async ({}, use) => {
      const contexts = new Map<string, BrowserContext>()
      await use(contexts)
      await Promise.all([...contexts.values()].map((context) => context.close()))
    },
    { scope: 'worker' },
  ],

  // `_combinedContextOptions` is Playwright's own fixture (1.65): the options it would give a
  // new context (the project's device, the file's test.use), so a warm context is the same phone.
  context: async (
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Playwright's internal fixture is untyped
    { browser, warmContext, newDevice, warmContexts, _combinedContextOptions }: any,
    use: (context: BrowserContext) => Promise<void>,
  ) => {
    const options = _combinedContextOptions as BrowserContextOptions
    if (!warmContext || newDevice) {
      const fresh = await (browser as { newContext(o: BrowserContextOptions): Promise<BrowserContext> }).newContext(
        options,
      )
      await use(fresh)
      await fresh.close()
      return
    }
    const contexts = warmContexts as Map<string, BrowserContext>
    const key = JSON.stringify(options)
    let context = contexts.get(key)
    if (!context) {
      context = await (browser as { newContext(o: BrowserContextOptions): Promise<BrowserContext> }).newContext(options)
      // A faked clock cannot be taken off a context again: such a test needs a new device.
      context.clock.install = () => {
        throw new Error('a test clock needs a context of its own: test.use({ newDevice: true })')
      }
      contexts.set(key, context)
    }
    await use(context)
    await empty(context, options)
  },

  page: async ({ context }, use, testInfo) => {
    const page = await context.newPage()
    // What the page said and where it went, kept for a failure's report: a screen that never
    // came says why only there (a start that failed, a reload that went round).
    const journal: string[] = []
    const since = Date.now()
    const note = (line: string) => journal.push(`${((Date.now() - since) / 1000).toFixed(2)} s  ${line}`)
    page.on('console', (message) => note(`console.${message.type()}: ${message.text()}`))
    page.on('pageerror', (error) => note(`page error: ${error.stack ?? error.message}`))
    // A document's start, not the app's own moves in its history: a reload shows as one.
    page.on('domcontentloaded', () => note(`document loaded: ${page.url()}`))
    await use(page)
    // The failure's page, as Playwright's error context gives it for a context that closes (a
    // warm one's pages are closed before that).
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
      const snapshot = await page.ariaSnapshot({ timeout: 5_000 }).catch(() => undefined)
      if (snapshot) await testInfo.attach('page at the failure (aria snapshot)', { body: snapshot })
      note(`at the failure: ${await pageState(page)}`)
      await testInfo.attach('page console and navigations', { body: journal.join('\n') })
    }
  },
})

/**
 * The page's service workers and the demo's start code it has loaded, for a failure's report (a
 * start that never ended: whether its code came, whether the sandbox's worker was there).
 */
async function pageState(page: Page): Promise<string> {
  const state = page.evaluate(async () => {
    const registrations = await navigator.serviceWorker.getRegistrations()
    return JSON.stringify({
      controller: navigator.serviceWorker.controller?.state ?? null,
      registrations: registrations.map(({ active, waiting, installing }) => ({
        active: active?.state,
        waiting: waiting?.state,
        installing: installing?.state,
      })),
      // The demo's own start (src/app/enable-demo.ts, mocks/demo/start-demo.ts), when it came.
      demoCode: performance
        .getEntriesByType('resource')
        .filter(({ name }) => /\/(enable|start)-demo-[\w-]+\.js$/.test(name))
        .map(({ name, startTime, duration }) => `${new URL(name).pathname} at ${Math.round(startTime + duration)} ms`),
    })
  })
  const silence = new Promise<string>((resolve) => setTimeout(() => resolve('(the page did not answer)'), 5_000))
  return Promise.race([state, silence]).catch((error: unknown) => String(error))
}

/**
 * Empties a warm context after a test, as a new device would be. Its pages leave first
 * (about:blank), so the app finishes what it does on `pagehide` (the demo saves its world then)
 * before the storage is cleared, then close.
 */
async function empty(context: BrowserContext, options: BrowserContextOptions): Promise<void> {
  for (const page of context.pages()) {
    await page.goto('about:blank').catch(() => undefined) // a crashed or closing page
    await page.close()
  }
  const origin = options.baseURL && new URL(options.baseURL).origin
  if (!origin) throw new Error('a warm context needs the project’s baseURL: the origin it empties')
  const tab = await context.newPage()
  const cdp = await context.newCDPSession(tab)
  // The service workers too. The sandbox's worker (msw's) unregisters itself when its last page
  // closes, as the page above did, a few steps after that page has gone; on a busy machine the
  // next test's page could already be starting the sandbox, and a worker unregistered under it
  // never activates (about one test in eight runs waited for the demo's launcher, its start
  // pending). Cleared here, the last test's worker stops with what it had left to do, and every
  // test starts the sandbox's worker as a new device does.
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: 'local_storage,indexeddb,cache_storage,websql,file_systems,service_workers',
  })
  await cdp.detach()
  // Local storage once more from a document of the origin (a file, not the app): a write the
  // last page made as it left (the demo saves its world on pagehide) can land after the clear
  // above, and the next test would start in the last one's world (its clock a month on, the
  // notice hidden for the day).
  await tab.goto(`${origin}/favicon.svg`)
  await tab.evaluate(() => localStorage.clear())
  await tab.close()
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  await context.clearCookies()
  await context.clearPermissions()
  if (options.permissions) await context.grantPermissions(options.permissions)
}
