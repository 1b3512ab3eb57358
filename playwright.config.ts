/**
 * End-to-end tests: Playwright Test in the system Chromium (nothing downloads a browser).
 * - `demo`: the static demo build served by `vite preview`, the app exactly as stakeholders
 *   click it, with the sandbox in its service worker.
 * - `offline`: the production build (with its own Workbox service worker, the offline pocket)
 *   against the standalone mock API, as `npm run bench:lighthouse` builds it (dist-offline/);
 *   the tests take the network away (tests/e2e/offline/).
 * Every test gets a fresh browser context, so a fresh world.
 */
import { defineConfig, devices } from 'playwright/test'
import { OFFLINE_MOCK_API } from './tests/e2e/offline/mock-api'
import { systemChromium } from './tests/support/system-chromium.ts'

// E2E_PORT lets two checkouts run their end-to-end tests side by side (the offline project
// takes the port after it).
const PORT = Number(process.env.E2E_PORT ?? 4173)
const OFFLINE_PORT = PORT + 1

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
    launchOptions: systemChromium(),
    baseURL: `http://localhost:${PORT}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
  },
  outputDir: 'reports/e2e-results',
  projects: [
    { name: 'demo', testIgnore: /e2e\/offline\// },
    { name: 'offline', testMatch: /e2e\/offline\/.*\.spec\.ts$/, use: { baseURL: `http://localhost:${OFFLINE_PORT}` } },
  ],
  webServer: [
    {
      command: `npx vite build --mode demo --logLevel warn && npx vite preview --mode demo --outDir dist-demo --port ${PORT} --strictPort`,
      url: `http://localhost:${PORT}`,
      timeout: 120_000,
      reuseExistingServer: false,
    },
    {
      command: 'node --import tsx mocks/server.ts',
      env: { PORT: new URL(OFFLINE_MOCK_API).port },
      url: `${OFFLINE_MOCK_API}/__demo/personas`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      // `npm run build` with the mock API's address, then served as a static host would.
      command: `npx vite build --outDir dist-offline --logLevel warn && npx vite preview --outDir dist-offline --port ${OFFLINE_PORT} --strictPort`,
      env: { VITE_API_BASE_URL: OFFLINE_MOCK_API, VITE_RX_BASE_URL: `${OFFLINE_MOCK_API}/rx` },
      url: `http://localhost:${OFFLINE_PORT}`,
      timeout: 120_000,
      reuseExistingServer: false,
    },
  ],
})
