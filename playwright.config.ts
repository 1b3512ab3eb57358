/**
 * End-to-end tests: Playwright Test in the system Chromium (nothing downloads a browser) against
 * the static demo build served by `vite preview`, the app exactly as stakeholders click it, with
 * the sandbox in its service worker. Every test gets a fresh browser context, so a fresh world.
 */
import { defineConfig, devices } from 'playwright/test'

// E2E_PORT lets two checkouts run their end-to-end tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173)
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    ...devices['Pixel 7'],
    // The system Chromium, as a phone in Korea.
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    baseURL: `http://localhost:${PORT}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
  },
  outputDir: 'reports/e2e-results',
  webServer: {
    command: `npx vite build --mode demo --logLevel warn && npx vite preview --mode demo --outDir dist-demo --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    timeout: 120_000,
    reuseExistingServer: false,
  },
})
