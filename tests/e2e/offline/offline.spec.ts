/**
 * The offline pocket, end to end, on the production build with its Workbox service worker, served
 * by nginx (playwright.hosting.config.ts, project `offline`): a signed-in patient opens today's schedule and the
 * card once with a connection, then the network goes away (a basement, a lift): a reload still
 * opens the app, today's schedule with its rooms and the card, each marked with the time it was
 * received, and what needs the server (arrival check-in) is not offered until there is a connection.
 */
import { rmSync, symlinkSync } from 'node:fs'
import { expect, type Page } from 'playwright/test'
import { buildOf, SERVED } from '../../hosting/hosting-setup'
import { testUnderPolicy as test } from '../policy-guard'
import { OFFLINE_MOCK_API, signInAs as signInWithToken } from './mock-api'
import { goOffline } from './network'

/** "오전 9:30": the app's way of writing a time (Korea). */
function kstClock(epochMs: number): string {
  const kst = new Date(epochMs + 9 * 60 * 60_000)
  const hour = kst.getUTCHours()
  return `${hour < 12 ? '오전' : '오후'} ${hour % 12 || 12}:${String(kst.getUTCMinutes()).padStart(2, '0')}`
}

const signInAs = (page: Page, id: string) => signInWithToken(page, OFFLINE_MOCK_API, id)

/** When the kept copy says an answer was received (what the offline notice must show). */
async function receivedAt(page: Page, path: string): Promise<number> {
  let found: number | undefined
  await expect
    .poll(async () => {
      found = await page.evaluate((key) => {
        const copy = JSON.parse(localStorage.getItem('personal:offline-copy') ?? 'null') as {
          answers: Array<{ queryKey: string[]; receivedAt: number }>
        } | null
        return copy?.answers.find((answer) => answer.queryKey[0] === key)?.receivedAt
      }, path)
      return found
    })
    .toBeGreaterThan(0)
  return found!
}

test.beforeEach(async ({ request }) => {
  // Release A behind nginx (the hosting suite's update test may have left B there), a fresh world.
  rmSync(SERVED, { force: true })
  symlinkSync(buildOf('a'), SERVED)
  await request.post(`${OFFLINE_MOCK_API}/__demo/reset`)
})

test('offline: turn the network off in Chromium and open the card and today’s schedule', async ({ page, context }) => {
  await signInAs(page, 'outpatient')

  // With a connection: today's schedule, as any morning.
  await page.goto('/schedule/today-schedule')
  const remaining = page.getByRole('region', { name: '남은 일정' })
  await expect(remaining.getByText('흉부 X선')).toBeVisible()
  await expect(remaining.getByText('본관 지하 1층 영상의학센터')).toBeVisible()
  await expect(page.getByText('인터넷에 연결되어 있지 않습니다')).toHaveCount(0)
  const scheduleAt = await receivedAt(page, '/api/common/today-schedule')
  const userAt = await receivedAt(page, '/api/users/me')
  // The worker has installed: the app and every screen are precached.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))

  // The lift doors close.
  const backOnline = await goOffline(context, page)
  await page.reload()
  const notice = page.getByRole('status').filter({ hasText: '인터넷에 연결되어 있지 않습니다' })
  await expect(notice).toContainText(`마지막으로 받은 정보를 보여 드립니다(${kstClock(scheduleAt)} 기준)`)
  await expect(notice).toContainText('인터넷에 연결된 뒤에 하실 수 있습니다')
  await expect(remaining.getByText('흉부 X선')).toBeVisible()
  await expect(remaining.getByText('본관 지하 1층 영상의학센터')).toBeVisible()
  await expect(remaining.getByText('순환기내과 진료')).toBeVisible()
  await expect(remaining.getByText('본관 2층 내과계 외래')).toBeVisible()

  // Arrival check-in needs the hospital: not offered until there is a connection (the notice says so).
  await expect(remaining.getByRole('button', { name: '도착확인' })).toHaveCount(0)

  // Home keeps the same promise: the kept schedule with its time, and no check-in.
  await page.goto('/')
  const today = page.getByRole('region', { name: '오늘의 일정' })
  await expect(today.getByRole('status').filter({ hasText: '인터넷에 연결되어 있지 않습니다' })).toContainText(
    `마지막으로 받은 정보를 보여 드립니다(${kstClock(scheduleAt)} 기준)`,
  )
  await expect(today.getByText('순환기내과 진료')).toBeVisible()
  await expect(today.getByRole('button', { name: '도착확인' })).toHaveCount(0)

  // The card, from home, still without a connection.
  await page.getByRole('button', { name: '모바일 진료카드' }).click()
  const card = page.getByRole('dialog', { name: '모바일 진료카드' })
  await expect(card.getByRole('img', { name: '환자번호 1 0 2 3 4 5 6 7 바코드' })).toBeVisible()
  await expect(card).toContainText('1023 4567')
  await expect(card.getByRole('status').filter({ hasText: '인터넷에 연결되어 있지 않습니다' })).toContainText(
    `(${kstClock(userAt)} 기준)`,
  )

  // Back online: the notice goes away by itself.
  await backOnline()
  await expect(card.getByText('인터넷에 연결되어 있지 않습니다')).toHaveCount(0)
})

test('offline with nothing kept: home says there is no connection, and loads once there is one', async ({
  page,
  context,
}) => {
  await signInAs(page, 'outpatient')
  await page.goto('/')
  await expect(page.getByRole('heading', { name: '이서연님, 안녕하세요' })).toBeVisible()
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))

  // A first start where there is no signal: the app opens, nothing about the patient is kept.
  const backOnline = await goOffline(context, page)
  await page.evaluate(() => localStorage.removeItem('personal:offline-copy'))
  await page.reload()
  // The first of the home's states: the patient's own part (the notices say the same below).
  const alert = page.getByRole('main').getByRole('alert').first()
  await expect(alert).toContainText('인터넷에 연결되어 있지 않습니다')
  await expect(alert).toContainText('연결되면 바로 불러오겠습니다.')
  await expect(page.getByText('내 정보를 불러오지 못했습니다')).toHaveCount(0)

  await expect(alert.getByRole('button', { name: '다시 시도' })).toBeVisible()

  // The phone is online again: the app asks again by itself.
  await backOnline()
  await expect(page.getByRole('heading', { name: '이서연님, 안녕하세요' })).toBeVisible()
})
