/**
 * What a signed-in start asks for before the user info answers (src/features/home/components/
 * use-signed-in-start.ts): today's schedule and the stay, early, for a patient with a patient
 * number; nothing of the kind for an account without one (the `newcomer`), which the server
 * would only refuse (400 PATIENT_NO_REQUIRED, a console error and two wasted calls each start).
 */
import type { Page } from 'playwright/test'
import { expect, test } from './fixtures'

const USER_INFO = '/api/users/me'
const SCHEDULE = '/api/common/today-schedule'
const STAY = '/api/inpatient/status'

/**
 * Logs the page's API calls where they are made (its fetch), with when each was asked and
 * answered: a reloaded page's calls go through the sandbox's service worker, which the browser's
 * request events do not report.
 */
function logCalls() {
  const log: Array<{ path: string; event: 'asked' | 'answered' }> = []
  Object.defineProperty(window, '__apiLog', { value: log })
  const fetch = window.fetch.bind(window)
  window.fetch = async (...args) => {
    const input = args[0]
    const path = new URL(input instanceof Request ? input.url : String(input), location.href).pathname
    const api = path.startsWith('/api/')
    if (api) log.push({ path, event: 'asked' })
    try {
      return await fetch(...args)
    } finally {
      if (api) log.push({ path, event: 'answered' })
    }
  }
}

type Logged = Array<{ path: string; event: 'asked' | 'answered' }>
const callLog = (page: Page) => page.evaluate(() => (window as unknown as { __apiLog: Logged }).__apiLog)

test.beforeEach(async ({ page }) => {
  await page.addInitScript(logCalls)
})

test('an account without a patient number: neither today’s schedule nor the stay is asked, on any start', async ({
  app,
  page,
}) => {
  const consoleErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  for (const start of ['first start', 'next start'] as const) {
    if (start === 'first start') await app.open('/', 'newcomer')
    else await page.reload()
    await expect(page.getByRole('heading', { name: /배수진님, 안녕하세요/ })).toBeVisible()
    await app.callsAnswered()
    const asked = (await callLog(page)).filter((call) => call.event === 'asked').map((call) => call.path)
    expect(asked, start).toContain(USER_INFO)
    expect(
      asked.filter((path) => path === SCHEDULE || path === STAY),
      start,
    ).toEqual([])
  }
  expect(consoleErrors.filter((text) => /PATIENT_NO_REQUIRED|400/.test(text))).toEqual([])
})

test('a patient with a number: today’s schedule and the stay are asked with the user info, not after it', async ({
  app,
  page,
}) => {
  await app.open('/', 'outpatient')
  await expect(page.getByRole('region', { name: '오늘의 일정' })).toBeVisible()
  // The user info answers slowly: what the next start asks meanwhile is asked in parallel with it.
  await app.fault('fetchUserInfo', { latencyMs: 1_500 })
  await page.reload()
  await expect(page.getByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeVisible()
  await app.callsAnswered()
  await app.clearFaults()
  const log = (await callLog(page)).map((call) => `${call.event} ${call.path}`)
  const userAnswered = log.indexOf(`answered ${USER_INFO}`)
  expect(log.indexOf(`asked ${USER_INFO}`), log.join('\n')).toBeGreaterThanOrEqual(0)
  expect(log.indexOf(`asked ${SCHEDULE}`), log.join('\n')).toBeGreaterThanOrEqual(0)
  expect(log.indexOf(`asked ${SCHEDULE}`), log.join('\n')).toBeLessThan(userAnswered)
  expect(log.indexOf(`asked ${STAY}`), log.join('\n')).toBeLessThan(userAnswered)
  expect(log.indexOf(`asked ${STAY}`)).toBeGreaterThanOrEqual(0)
})
