/**
 * The session under faults (review items 1 and 2): a refused call never starts a round of
 * sign-ins, and an outage never signs the patient out.
 */
import type { Page, Request } from 'playwright/test'
import { expect, test } from './fixtures'

/** Counts the calls the page makes, by method and path pattern. */
function callCounter(page: Page) {
  const seen: string[] = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/users/')) {
      seen.push(`${request.method()} ${url.pathname}`)
    }
  })
  return (pattern: RegExp) => seen.filter((call) => pattern.test(call)).length
}

test.describe('a refused call (403) with a good session', () => {
  // The app's clock: its retries and refetches run at once (app.letTimePass), not in real time.
  test.use({ newDevice: true })

  test("shows its reason once and never signs in again (today's schedule refused)", async ({ app, page }) => {
    await page.clock.install()
    const count = callCounter(page)
    await app.open('/hospital/notice/notice', 'outpatient')
    await app.fault('fetchTodaySchedule', { status: 403, reason: '일정 조회 권한이 없습니다.' })
    await page.getByRole('button', { name: '뒤로 가기' }).click()
    await app.hideNoticePopup()
    await expect(page.getByRole('alert').filter({ hasText: '일정 조회 권한이 없습니다.' })).toBeVisible()
    // Home is not stuck on skeletons and the patient is still signed in.
    await expect(page.getByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeVisible()
    // Time passes until the app has nothing left to do: a loop would have sent dozens of sign-ins
    // by then (the review counted 128 in 10 s).
    await app.letTimePass()
    expect(count(/^POST \/users\/login$/)).toBe(0)
    expect(count(/^POST \/api\/users\/push$/)).toBe(0)
    expect(count(/^GET \/api\/users\/me\/loginInfo\//)).toBeLessThanOrEqual(1)
    expect(count(/^GET \/api\/common\/today-schedule$/)).toBeLessThanOrEqual(2)
  })

  test('a token the server no longer accepts: one sign-in again, then the screen loads', async ({ app, page }) => {
    await page.clock.install()
    const count = callCounter(page)
    await app.open('/hospital/notice/notice', 'outpatient')
    // The stored token is revoked on the server (as an expired one would be).
    await page.evaluate(() => localStorage.setItem('access-token', 'revoked-token'))
    await page.getByRole('button', { name: '뒤로 가기' }).click()
    await app.hideNoticePopup()
    await expect(page.getByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeVisible()
    await expect(page.getByText('순환기내과 진료')).toBeVisible()
    await app.letTimePass()
    expect(count(/^POST \/users\/login$/)).toBe(1)
  })
})

test.describe('an outage keeps the session (no silent sign-out)', () => {
  for (const kind of ['503 점검', '응답 없음 (연결 실패)'] as const) {
    test(`the user info answers ${kind}: still signed in, told, and a retry works`, async ({ app, page }) => {
      await app.open('/', 'outpatient')
      await expect(page.getByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeVisible()
      await app.faultFromPanel('fetchUserInfo', kind)
      await page.reload()
      await expect(page.getByRole('button', { name: '데모 설정 열기' })).toBeVisible()
      await expect(
        page.getByText('내 정보를 불러오지 못했습니다. 로그인은 그대로 유지됩니다. 잠시 후 다시 시도해 주세요.'),
      ).toBeVisible({ timeout: 30_000 })
      await expect(page.getByRole('heading', { name: '로그인하고 진료 예약과 기록을 확인하세요' })).toBeHidden()
      expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBe('sandbox-token-U1001')

      // A protected screen: it says so and stays; it does not open sign-in.
      await page.goto('/outpatient/result')
      await expect(page.getByRole('button', { name: '다시 시도' })).toBeVisible({ timeout: 30_000 })
      await expect(page).toHaveURL(/\/outpatient\/result$/)

      // The hospital is back: the same session carries on.
      await app.clearPanelFaults()
      const dialog = app.dialog()
      if (await dialog.count()) await dialog.getByRole('button', { name: '확인' }).click()
      await page.getByRole('button', { name: '다시 시도' }).click()
      await expect(app.heading('검사결과')).toBeVisible()
    })
  }
})

/** The app's booking call (createAppointment). */
const bookingCall = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/api/outpatient/appointment'

/** Booking step 3 for 김성훈 on Monday 30 November at 10:15 (free). */
const STEP3 =
  '/outpatient/appointment/step3?departmentCode=IMC&doctorCode=D1001&visitType=REVISIT&date=2026-11-30&time=10:15'

test.describe('a change whose answer comes too late (review item 5)', () => {
  // The app's clock: its 10 s timeout passes when the test says, not in real time.
  test.use({ newDevice: true })

  test('the booking is saved but answered after the 10 s timeout: the app looks it up and says booked', async ({
    app,
    page,
  }) => {
    await page.clock.install()
    await app.open(STEP3, 'outpatient')
    await expect(page.getByText('3단계 / 3단계')).toBeVisible()
    // The server books at once, but its answer reaches the phone after 11 s.
    await app.fault('createAppointment', { latencyMs: 11_000 })
    const sent = page.waitForRequest(bookingCall)
    await page.getByRole('button', { name: '예약하기', exact: true }).click()
    await sent
    // The server has booked; its answer is still on its way.
    await expect
      .poll(() =>
        app.api<Array<{ scheduleDate: string; appointmentTime: string }>>('/api/outpatient/appointment/clinic'),
      )
      .toContainEqual(expect.objectContaining({ scheduleDate: '2026-11-30', appointmentTime: '10:15' }))
    // Ten seconds later the app gives up waiting (the answer would take one more).
    await page.clock.fastForward(10_000)
    // The truth, not "failed": the booking was made.
    await expect(page.getByRole('heading', { name: '진료 예약이 완료되었습니다' })).toBeVisible()
    await expect(app.dialog('예약하지 못했습니다')).toHaveCount(0)
    await app.clearFaults()
    await page.getByRole('link', { name: '예약조회로 가기' }).click()
    await expect(page.getByRole('article', { name: /2026.11.30 \(월\) 오전 10:15/ })).toHaveCount(1)
  })

  test('the booking request is lost (no answer ever): the app looks it up and says not booked', async ({
    app,
    page,
  }) => {
    await page.clock.install()
    await app.open(STEP3, 'outpatient')
    await expect(page.getByText('3단계 / 3단계')).toBeVisible()
    await app.fault('createAppointment', { noResponse: 'hang' })
    const started = await page.evaluate(() => Date.now())
    const sent = page.waitForRequest(bookingCall)
    await page.getByRole('button', { name: '예약하기', exact: true }).click()
    // Sent: the app's 10 s have started (its timer is set before the call leaves).
    await sent
    // Ten seconds of the app's time: its timeout, then its look-up.
    await page.clock.fastForward(10_000)
    await expect(app.dialog('예약되지 않았습니다')).toBeVisible()
    // The spec's limit: the patient waits about 10 s, not two timeouts (a second one would need
    // ten more seconds of the app's time, which only real time would bring).
    expect((await page.evaluate(() => Date.now())) - started).toBeLessThan(18_000)
  })
})
