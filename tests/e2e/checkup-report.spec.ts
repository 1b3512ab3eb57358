/**
 * The checkup report PDF, as 최지은 (the `checkup` persona) in the demo build: asked for its
 * password on the list and opened on the next screen (no screens in between); read on a phone,
 * one page at a time, larger with the buttons or two fingers, moved about with one; its text with
 * its structure; saved through the shell; a wrong password (said in the list's sheet), a deep link
 * and a failed download.
 */
import type { Page } from 'playwright/test'
import { expect, test } from './fixtures'

/**
 * How long opening a report may take, its first page shown: the app loads pdf.js (only here), its
 * worker and the file, seconds on a phone and more than the usual 20 s on a busy two-core machine
 * (the page was there, rendered just after the wait). The wait ends when the page shows.
 */
const PDF_OPENS_MS = 60_000

const REPORT_URL = /\/checkup\/result\/report\/file\/download\/2026-10-12\/report_20261012_10456789\.pdf$/

/** Chooses the checkup on the list and types the password in its sheet; returns the sheet. */
async function askFromTheList(page: Page, password: string) {
  await page
    .getByRole('list', { name: '결과지 목록' })
    .getByRole('button', { name: /2026.10.12/ })
    .click()
  const sheet = page.getByRole('dialog', { name: /2026.10.12 \(월\) 종합검진 프리미엄/ })
  await expect(sheet.getByText('결과지 비밀번호', { exact: true })).toBeVisible()
  await sheet.getByLabel('비밀번호 (생년월일 8자리)').fill(password)
  await sheet.getByRole('button', { name: '결과지 열기' }).click()
  return sheet
}

async function openFromTheList(page: Page, password: string) {
  await askFromTheList(page, password)
  await expect(page).toHaveURL(REPORT_URL)
}

/** Two fingers on the page, moved apart by `spread` pixels each, through the browser's touch input. */
async function pinchOut(page: Page, spread: number) {
  const box = (await page.getByRole('group', { name: '결과지 쪽' }).boundingBox())!
  const cx = box.x + box.width / 2
  const cy = box.y + Math.min(box.height, 400) / 2
  const cdp = await page.context().newCDPSession(page)
  const fingers = (d: number) => [
    { x: cx - 20 - d, y: cy, id: 1 },
    { x: cx + 20 + d, y: cy, id: 2 },
  ]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(0) })
  for (let step = 1; step <= 8; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers((spread * step) / 8) })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

test.describe('checkup report', () => {
  test('asked on the list, opened at once, read on a phone, its text structured, saved', async ({ app, page }) => {
    await app.open('/', 'checkup')
    await app.tabMenu('건강검진', '결과지')
    await openFromTheList(page, '1975.10.09')

    // No second question: the file downloads and opens by itself.
    const firstPage = page.getByRole('img', { name: '결과지 2쪽 중 1쪽' })
    await expect(firstPage).toBeVisible({ timeout: PDF_OPENS_MS })
    await expect(page.getByLabel('비밀번호 (생년월일 8자리)')).toHaveCount(0)

    // The page as wide as the phone, then larger: drawn wider than the screen, moved with a finger.
    const stage = page.getByRole('group', { name: '결과지 쪽' })
    const fitted = await stage.evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth }))
    expect(fitted.scroll).toBeLessThanOrEqual(fitted.client + 1)
    await page.getByRole('button', { name: '크게 보기' }).click()
    await page.getByRole('button', { name: '크게 보기' }).click()
    await expect(page.getByText('200%', { exact: true })).toBeVisible()
    await expect
      .poll(() => stage.evaluate((el) => (el.querySelector('canvas')!.width / el.clientWidth) * 1))
      .toBeGreaterThan(2)
    await stage.evaluate((el) => el.scrollBy({ left: 200, top: 150 }))
    expect(await stage.evaluate((el) => el.scrollLeft)).toBeGreaterThan(150)
    await page.getByRole('button', { name: '화면 폭에 맞추기' }).click()
    await expect(page.getByText('100%', { exact: true })).toBeVisible()

    // Two fingers apart: larger, and drawn anew at that size when they lift.
    await pinchOut(page, 90)
    await expect(page.getByText('100%', { exact: true })).toHaveCount(0)
    const pinched = Number((await page.getByText(/^\d+%$/).textContent())!.replace('%', ''))
    expect(pinched).toBeGreaterThan(130)
    await expect.poll(() => stage.evaluate((el) => el.scrollWidth / el.clientWidth)).toBeGreaterThan(1.25)

    // Pages turned with the buttons.
    await page.getByRole('button', { name: '다음 쪽' }).click()
    await expect(page.getByRole('img', { name: '결과지 2쪽 중 2쪽' })).toBeVisible()
    await expect(page.getByRole('heading', { name: '2 / 2쪽' })).toBeVisible()

    // The text version: terms and values, headings, the table row by row with its units written right.
    await page.getByText('결과지를 글로 읽기').click()
    const text = page.locator('details')
    await expect(text.locator('dt', { hasText: '성명' }).locator('+ dd')).toHaveText('최지은')
    await expect(text.getByRole('heading', { level: 3, name: '의사 소견' })).toBeVisible()
    const pressure = text.getByRole('heading', { level: 4, name: '혈압' }).locator('..')
    await expect(pressure).toContainText('수축기 혈압')
    await expect(pressure.locator('dt', { hasText: '단위' }).first().locator('+ dd')).toHaveText('mmHg')
    // The report's title on its own line, not run into the first field ("결과지성명 최지은").
    await expect(text.getByText('종합검진 결과지', { exact: true })).toBeVisible()

    await page.getByRole('button', { name: '휴대폰에 저장' }).click()
    await expect(page.getByText('결과지를 저장했습니다.')).toBeVisible()
    await expect(page.getByText('결과지를 저장했습니다.')).toBeHidden()
    expect((await app.nativeCalls())[0]).toContain('report_20261012_10456789.pdf')

    // Back leads to the list the report was chosen from.
    await page.getByRole('button', { name: '뒤로 가기' }).click()
    await expect(page.getByRole('list', { name: '결과지 목록' })).toBeVisible()
  })

  test('a wrong password on the list is said in its sheet, which then asks again', async ({ app, page }) => {
    await app.open('/', 'checkup')
    await app.tabMenu('건강검진', '결과지')
    const sheet = await askFromTheList(page, '19800101')
    await expect(
      sheet.getByText('결과지 비밀번호를 입력하지 않으셨거나 맞지 않습니다. 생년월일 8자리를 입력해 주세요.'),
    ).toBeVisible({ timeout: PDF_OPENS_MS })
    await expect(page.getByRole('list', { name: '결과지 목록' })).toBeAttached()
    await sheet.getByLabel('비밀번호 (생년월일 8자리)').fill('19751009')
    await sheet.getByRole('button', { name: '결과지 열기' }).click()
    await expect(page).toHaveURL(REPORT_URL)
    await expect(page.getByRole('img', { name: '결과지 2쪽 중 1쪽' })).toBeVisible({ timeout: PDF_OPENS_MS })
  })

  test('a link straight to the file asks the password there', async ({ app, page }) => {
    await app.open('/checkup/result/report/file/download/2026-10-12/report_20261012_10456789.pdf', 'checkup')
    await page.getByLabel('비밀번호 (생년월일 8자리)').fill('19751009')
    await page.getByRole('button', { name: '결과지 열기' }).click()
    await expect(page.getByRole('img', { name: '결과지 2쪽 중 1쪽' })).toBeVisible({ timeout: PDF_OPENS_MS })
  })

  test('the report download failing says so and can be tried again', async ({ app, page }) => {
    await app.open('/', 'checkup')
    await app.fault('downloadCheckupReportFile', { status: 500 })
    await app.tabMenu('건강검진', '결과지')
    await openFromTheList(page, '19751009')
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('결과지를 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.')
    await expect(alert.getByRole('button', { name: '다시 시도' })).toBeVisible()
  })
})
