/**
 * End-to-end tests: Playwright Test in the system Chromium (its headless shell where installed:
 * tests/support/system-chromium.ts; nothing downloads a browser), on the
 * static demo build served by `vite preview`, the app exactly as stakeholders click it, with the
 * sandbox in its service worker. (The production build's offline pocket is tested behind nginx:
 * playwright.hosting.config.ts.)
 * Every test starts from a fresh world: a warm browser context per worker, emptied between tests,
 * or a fresh context where a test needs a new device (tests/e2e/warm-context.ts).
 */
import { defineConfig, devices } from 'playwright/test'
import type { WarmContextOptions } from './tests/e2e/warm-context.ts'
import { systemChromium } from './tests/support/system-chromium.ts'

// E2E_PORT lets two checkouts run their end-to-end tests side by side (the hosting suite takes
// the ports after it: tests/hosting/hosting-setup.ts).
const PORT = Number(process.env.E2E_PORT ?? 4173)

export default defineConfig<WarmContextOptions>({
  testDir: 'tests/e2e',
  testIgnore: /e2e\/offline\//,
  fullyParallel: true,
  // Two workers for the tests that keep the cores busy, a third for the text sweep alone (below).
  workers: 3,
  retries: 0,
  forbidOnly: true,
  // Bounds for a busy machine: with 10 s, a two-core machine with other work failed tests whose
  // screen came at 11 s. A wait ends when the screen shows; only a failure waits it out.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    ...devices['Pixel 7'],
    // The system Chromium, as a phone in Korea.
    browserName: 'chromium',
    launchOptions: systemChromium([], { headlessShell: true }),
    baseURL: `http://localhost:${PORT}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    serviceWorkers: 'allow',
    // No trace by default: recording one for every test (to keep it only on a failure) made the
    // suite a quarter slower (three files: 90 s with, 68 s without). A failure keeps its
    // screenshot and Playwright's page snapshot (error-context.md) in reports/e2e-results; to
    // chase one, run its file again with `--trace on`.
    trace: 'off',
    screenshot: 'only-on-failure',
    // One context per worker, emptied between tests (tests/e2e/warm-context.ts).
    warmContext: true,
  },
  outputDir: 'reports/e2e-results',
  projects: [
    // The text sweep: six long tests (one per persona, up to 45 s each) that mostly wait for
    // screens to settle (about a third of a core each). Run last, as the file order had them, the
    // two workers both swept at the end with the cores two-thirds idle. Listed first, with a
    // worker of its own, it runs beside the rest from the start: on a quiet machine the suite went
    // from 320 s to 253 s.
    { name: 'sweep', testMatch: /text-sweep\.spec\.ts$/, workers: 1 },
    { name: 'demo', testIgnore: [/e2e\/offline\//, /text-sweep\.spec\.ts$/] },
  ],
  webServer: {
    // The demo as `npm run build:demo` makes it (tests/build/artefacts.ts; npm test built it already).
    command: `node --import tsx tests/build/artefacts.ts demo && npx vite preview --mode demo --outDir dist-demo --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    timeout: 180_000,
    reuseExistingServer: false,
  },
})
