/**
 * Hosting as it will really run: the production build behind the real nginx with the
 * repository's configuration (deploy/nginx), against the standalone mock API.
 * - `nginx` (tests/hosting/): headers, caching, deep links, the service worker's update.
 * - `offline` (tests/e2e/offline/): the production build's offline pocket (its Workbox service
 *   worker); the tests take the network away. It used to run on a third build of its own behind
 *   `vite preview`; release A behind nginx is the same production build, served for real.
 * Its own config, as `npm test` runs it after the end-to-end suite, on builds of its own
 * (tests/build/artefacts.ts). One worker: the service worker test switches the version nginx
 * serves, and both projects share the mock API's world.
 */
import { defineConfig, devices } from 'playwright/test'
import { HOSTING_MOCK_API, HOSTING_URL } from './tests/hosting/hosting-setup.ts'
import { systemChromium } from './tests/support/system-chromium.ts'

export default defineConfig({
  testDir: 'tests/hosting',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/hosting.json' }]],
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    launchOptions: systemChromium([], { headlessShell: true }),
    baseURL: HOSTING_URL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    serviceWorkers: 'allow',
    // As the end-to-end suite (playwright.config.ts): no trace recorded for every test; a
    // failure keeps its screenshot and page snapshot; `--trace on` to chase one.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  outputDir: 'reports/hosting-results',
  projects: [{ name: 'nginx' }, { name: 'offline', testDir: 'tests/e2e/offline' }],
  webServer: [
    {
      command: 'node --import tsx mocks/server.ts',
      env: { PORT: new URL(HOSTING_MOCK_API).port },
      url: `${HOSTING_MOCK_API}/__demo/personas`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      // Builds releases A and B first when npm test has not (tests/build/artefacts.ts).
      command: 'node --import tsx tests/hosting/serve.ts',
      url: HOSTING_URL,
      timeout: 300_000,
      reuseExistingServer: false,
    },
  ],
})
