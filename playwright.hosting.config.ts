/**
 * Hosting as it will really run: the production build behind the real nginx with the
 * repository's configuration (deploy/nginx), against the standalone mock API
 * (tests/hosting/). Its own config, as `npm test` runs it after the end-to-end suite: it builds
 * two versions of its own and starts nginx, which the other projects need not wait for.
 * One worker: the service worker test switches the version nginx serves.
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
    launchOptions: systemChromium(),
    baseURL: HOSTING_URL,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
  },
  outputDir: 'reports/hosting-results',
  projects: [{ name: 'nginx' }],
  webServer: [
    {
      command: 'node --import tsx mocks/server.ts',
      env: { PORT: new URL(HOSTING_MOCK_API).port },
      url: `${HOSTING_MOCK_API}/__demo/personas`,
      timeout: 60_000,
      reuseExistingServer: false,
    },
    {
      command: 'node --import tsx tests/hosting/serve.ts',
      url: HOSTING_URL,
      timeout: 300_000,
      reuseExistingServer: false,
    },
  ],
})
