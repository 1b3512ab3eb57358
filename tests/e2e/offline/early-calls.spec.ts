/**
 * A signed-in start on the production build behind nginx (the offline project's release A): the
 * page's own early script asks for the user, today's schedule and the stay while the app's first
 * load downloads, and the app takes those answers instead of asking again
 * (scripts/vite/early-user-calls.ts, src/api/http/early-calls.ts).
 */
import { rmSync, symlinkSync } from 'node:fs'
import { expect } from 'playwright/test'
import { buildOf, SERVED } from '../../hosting/hosting-setup'
import { testUnderPolicy as test } from '../policy-guard'
import { OFFLINE_MOCK_API, signInAs } from './mock-api'

test.beforeEach(async ({ request }) => {
  rmSync(SERVED, { force: true })
  symlinkSync(buildOf('a'), SERVED)
  await request.post(`${OFFLINE_MOCK_API}/__demo/reset`)
})

test('a signed-in start asks each of its first calls once: the app takes the page’s early answers', async ({
  page,
}) => {
  await signInAs(page, OFFLINE_MOCK_API, 'outpatient')
  const asked: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (request.method() === 'GET' && pathname.startsWith('/api/')) asked.push(pathname)
  })
  await page.reload()
  await expect(page.getByRole('heading', { name: '이서연님, 안녕하세요' })).toBeVisible()
  const today = page.getByRole('region', { name: '오늘의 일정' })
  await expect(today.getByText('순환기내과 진료')).toBeVisible()

  // Without the early script, or were its answers not taken, each would be asked twice.
  expect(await page.evaluate(() => Object.keys(window.__earlyCalls ?? {}))).toEqual([])
  const count = (path: string) => asked.filter((candidate) => candidate === path).length
  for (const path of ['/api/users/me', '/api/users/auth/me', '/api/common/today-schedule', '/api/inpatient/status']) {
    expect(count(path), path).toBe(1)
  }
})
