/**
 * Booking as 이서연 (outpatient) in the demo: step 2 says what is still to choose on its button,
 * shows the open times first with the taken ones folded, and once booked, back leaves the
 * completion for where the booking started (not step 2 of a booking already made).
 */
import { expect, test } from './fixtures'

test.describe('booking flow', () => {
  test('the button names the missing choice, taken times fold, and back after booking returns to the start', async ({
    app,
    page,
  }) => {
    await app.open('/', 'outpatient')
    await app.setClock('2026-11-27T09:00')

    await app.tabMenu('병원안내', '진료과/의료진')
    await page.getByRole('searchbox', { name: '진료과, 의료진 검색' }).fill('ㄱㅅ')
    await page
      .getByRole('list', { name: '의료진' })
      .getByRole('link', { name: /김성훈 교수/ })
      .click()
    await expect(page).toHaveURL(/\/department\/doctor\/IMC\/D1001\//)
    const start = page.url()
    await page.getByRole('button', { name: '진료 예약하기' }).click()

    // No date yet: the button says so; pressing it opens no alert and stays on step 2.
    await page.getByRole('button', { name: '예약 날짜를 선택해 주세요' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByText('2단계 / 3단계')).toBeVisible()

    const calendar = page.getByRole('table', { name: '2026년 11월' })
    await calendar.getByRole('button', { name: /^2026년 11월 30일 월요일, 예약 가능/ }).click()
    await expect(page.getByRole('button', { name: '예약 시간을 선택해 주세요' })).toBeVisible()

    // Open times first; the taken 9:00 only after unfolding.
    await expect(page.getByRole('button', { name: '오전 9:00 마감' })).toHaveCount(0)
    await page.getByRole('button', { name: /^마감된 시간 \d+개 보기$/ }).click()
    await expect(
      page.getByRole('group', { name: '오전 진료 마감' }).getByRole('button', { name: '오전 9:00 마감' }),
    ).toBeDisabled()

    await page.getByRole('group', { name: '오전 진료' }).getByRole('button', { name: '오전 10:15' }).click()
    await page.getByRole('button', { name: '다음', exact: true }).click()
    await expect(page.getByText('3단계 / 3단계')).toBeVisible()
    await page.getByRole('button', { name: '예약하기', exact: true }).click()
    await expect(page.getByRole('heading', { name: '진료 예약이 완료되었습니다' })).toBeVisible()
    await expect(page.getByText('2026.11.30 (월) 오전 10:15')).toBeVisible()

    // The phone's back key: to the doctor's page the booking started from, not into the steps.
    await app.hardwareBack()
    await expect(page).toHaveURL(start)
    await expect(page.getByText('2단계 / 3단계')).toHaveCount(0)
    await expect(page.getByRole('button', { name: '진료 예약하기' })).toBeVisible()

    // The browser's forward returns to the completion, which still shows the booking.
    await page.goForward()
    await expect(page.getByRole('heading', { name: '진료 예약이 완료되었습니다' })).toBeVisible()
    // And the browser's back too leads to the start.
    await page.goBack()
    await expect(page).toHaveURL(start)
  })
})

test('step 1 offers the doctors seen before; one tap opens that doctor’s calendar', async ({ app, page }) => {
  await app.open('/', 'outpatient')
  await app.tabMenu('외래', '진료예약')
  await expect(page.getByText('1단계 / 3단계')).toBeVisible()
  const recent = page.getByRole('list', { name: '최근 진료받은 의료진' })
  const first = recent.getByRole('link').first()
  await expect(first).toContainText(/마지막 진료/)
  await first.click()
  await expect(page.getByText('2단계 / 3단계')).toBeVisible()
  await expect(page.getByRole('table', { name: /2026년 11월/ })).toBeVisible()
})
