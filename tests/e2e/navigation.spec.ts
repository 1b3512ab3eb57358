/**
 * Finding one's way, in the demo build: every new page opens at its top and back
 * returns to where the patient left the page before; the tab menus in named groups; home in one
 * tap from any screen; an unknown address says the page does not exist and leads home.
 */
import type { Page } from 'playwright/test'
import { expect, test } from './fixtures'

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY))

/** Scrolls the page down to `pixels` (or as far as it goes), and waits until it is there. */
async function scrollDown(page: Page, pixels: number): Promise<number> {
  await page.evaluate((y) => window.scrollTo(0, y), pixels)
  await expect.poll(() => scrollY(page)).toBeGreaterThan(pixels / 2)
  // Settled: two readings a frame apart agree.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise((resolve) => {
            const first = window.scrollY
            requestAnimationFrame(() => resolve(window.scrollY === first))
          }),
      ),
    )
    .toBe(true)
  return scrollY(page)
}

test.describe('where a page opens', () => {
  test('a page opened from a scrolled one opens at its top; back returns to where the patient was', async ({
    app,
    page,
  }) => {
    await app.open('/', 'outpatient')
    await expect(page.getByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeVisible()
    // Home settled: today's card and what lies below the fold load beside the first paint, and a
    // page that grows above the fold moves the scroll with it. Every part is there, nothing is
    // loading, the calls are answered, the font and the pictures are in.
    for (const part of ['오늘의 일정', '바로가기', '공지사항', '진료시간', '전화 예약'])
      await expect(page.getByRole('region', { name: part })).toBeVisible()
    await app.callsAnswered()
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document.querySelector('[aria-busy="true"]') === null &&
            document.fonts.status === 'loaded' &&
            [...document.images].every((image) => image.complete),
        ),
      )
      .toBe(true)
    await scrollDown(page, 400)
    // Where home is left: with the shortcut in sight, as the patient taps it.
    const results = page.getByRole('link', { name: '검사결과' }).first()
    await results.scrollIntoViewIfNeeded()
    const left = await scrollY(page)
    expect(left).toBeGreaterThan(0)
    await results.click()
    await expect(app.heading('검사결과')).toBeVisible()
    expect(await scrollY(page)).toBe(0)
    // The period filter at the top of the results is in sight.
    await expect(page.getByRole('group', { name: '조회 기간' })).toBeInViewport()

    await page.getByRole('button', { name: '뒤로 가기' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect.poll(() => scrollY(page)).toBe(left)
  })

  test('a long list: a department opens at its top, and back returns down the list', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await app.tabMenu('병원안내', '진료과/의료진')
    await expect(app.heading('진료과/의료진')).toBeVisible()
    const department = page
      .getByRole('main')
      .getByRole('link', { name: /피부과/ })
      .first()
    await expect(department).toBeAttached()
    await scrollDown(page, 900)
    // Where the list is left: with the department in sight, as the patient taps it.
    await department.scrollIntoViewIfNeeded()
    const left = await scrollY(page)
    expect(left).toBeGreaterThan(0)
    await department.click()
    await expect(page).toHaveURL(/\/department\/DER\//)
    await expect(app.heading('진료과 상세')).toBeVisible()
    await expect(page.getByRole('heading', { name: '진료과 소개' })).toBeVisible()
    expect(await scrollY(page)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/department$/)
    await expect.poll(() => scrollY(page)).toBe(left)
  })

  test('registered from the bottom of the form, the patient lands at the top of home', async ({ app, page }) => {
    await app.open('/', 'newcomer')
    await page.getByRole('link', { name: '환자번호 등록하기' }).first().click()
    await page.getByRole('textbox', { name: '주민등록번호 앞 6자리' }).fill('901203')
    await page.getByLabel('주민등록번호 뒤 7자리').fill('2123456')
    await page.getByRole('checkbox', { name: '[필수] 위 민감정보(건강정보) 처리에 동의합니다' }).check()
    await page.getByRole('button', { name: '환자번호 등록하기' }).scrollIntoViewIfNeeded()
    expect(await scrollY(page)).toBeGreaterThan(0)
    await page.getByRole('button', { name: '환자번호 등록하기' }).click()
    await expect(page.getByRole('button', { name: '모바일 진료카드' })).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    expect(await scrollY(page)).toBe(0)
  })
})

test.describe('finding one’s way', () => {
  test('the outpatient menu in named groups: today’s schedule apart from the calendar', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: '외래' }).click()
    const menu = page.getByRole('region', { name: '외래 메뉴' })
    await expect(menu.getByRole('heading', { level: 2 })).toHaveText([
      '진료 예약',
      '병원 오는 날',
      '진료비',
      '나의 진료 기록',
    ])
    await expect(
      menu.getByRole('region', { name: '병원 오는 날' }).getByRole('link', { name: '오늘의 일정' }),
    ).toBeVisible()
    await menu.getByRole('region', { name: '나의 진료 기록' }).getByRole('link', { name: '일정 달력' }).click()
    await expect(app.heading('일정 달력')).toBeVisible()
  })

  test('home in one tap from a screen deep in a flow', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await app.tabMenu('외래', '진료예약')
    await page
      .getByRole('list', { name: '진료과', exact: true })
      .getByRole('link', { name: /순환기내과/ })
      .click()
    await expect(page).toHaveURL(/step1\/doctor/)
    await page.getByRole('link', { name: '홈', exact: true }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeVisible()
  })

  test('a mistyped address says the page does not exist, and leads home', async ({ app, page }) => {
    await app.open('/outpatient/apointment', 'outpatient')
    await expect(page.getByText('페이지를 찾을 수 없습니다')).toBeVisible()
    await expect(page.getByText('서비스 준비 중입니다.')).toHaveCount(0)
    await page.getByRole('main').getByRole('link', { name: '홈으로' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeVisible()
  })
})
