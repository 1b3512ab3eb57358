/**
 * The app on a phone as a new user meets it: the drawer's layout, a refused form that shows its
 * message where the patient is looking, and the screen at 200% zoom (a 390 × 844 phone seen at
 * twice the size is a 195 × 422 viewport) where words keep whole and the bars leave room.
 */
import type { Locator } from 'playwright/test'
import { expect, test } from './fixtures'

const box = async (locator: Locator) => {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not laid out')
  return found
}

test.describe('on a phone screen', () => {
  test('the drawer is a full-service menu with room at both edges', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click()
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' })
    for (const group of ['외래', '입원', '건강검진', '병원안내', '내 계정', '설정', '앱 정보']) {
      await expect(drawer.getByRole('heading', { name: group, exact: true })).toBeVisible()
    }
    const panel = await box(drawer)
    // The name, the card button and a switch's label start clear of the edge; chevrons end clear of it.
    for (const item of [
      drawer.getByText('이서연님'),
      drawer.getByRole('button', { name: '모바일 진료카드' }),
      drawer.getByText('큰 글씨', { exact: true }),
    ]) {
      expect((await box(item)).x - panel.x).toBeGreaterThanOrEqual(16)
    }
    const version = await box(drawer.getByText('앱 버전'))
    expect(version.x - panel.x).toBeGreaterThanOrEqual(16)
    // A service opens from the drawer, and the drawer closes.
    await drawer.getByRole('link', { name: '공지사항', exact: true }).click()
    await expect(drawer).toBeHidden()
    await expect(app.heading('공지사항')).toBeVisible()
  })

  test('a refused registration brings the first message into view above the bottom button', async ({ app, page }) => {
    await app.open('/account/register/patient', 'newcomer')
    await page.getByRole('textbox', { name: '주민등록번호 앞 6자리' }).fill('901203')
    await page.getByLabel('주민등록번호 뒤 7자리').fill('2123456')
    await page.getByRole('button', { name: '환자번호 등록하기' }).click()
    const message = page.getByText('필수 동의 항목에 동의해 주세요.')
    await expect(message).toBeInViewport()
    const consent = page.getByRole('checkbox', { name: /민감정보/ })
    await expect(consent).toBeFocused()
    const bar = await box(page.getByRole('button', { name: '환자번호 등록하기' }))
    expect((await box(message)).y + (await box(message)).height).toBeLessThanOrEqual(bar.y)
    await expect(page).toHaveURL(/\/account\/register\/patient$/)
  })

  test("booking step 2: a picked date brings its times into view, grouped by the clinic's sessions", async ({
    app,
    page,
  }) => {
    await app.open('/outpatient/appointment/step2?departmentCode=IMC&doctorCode=D1001', 'outpatient')
    const calendar = page.getByRole('table', { name: '2026년 11월' })
    await calendar.getByRole('button', { name: /^2026년 11월 30일 월요일, 예약 가능/ }).click()
    const morning = page.getByRole('group', { name: '오전 진료' })
    await expect(morning).toBeInViewport()
    await expect(morning.getByRole('button', { name: /^오후 12:/ }).first()).toBeVisible()
  })

  test.describe('at 200% zoom', () => {
    test.use({ viewport: { width: 195, height: 422 } })

    test('pop-up buttons stack instead of breaking one syllable per line, and words stay whole', async ({
      app,
      page,
    }) => {
      await app.open('/', 'outpatient', { keepNoticePopup: true })
      const notice = page.getByRole('dialog', { name: '공지사항' })
      const hide = notice.getByRole('button', { name: '오늘 하루 보지 않기' })
      const close = notice.getByRole('button', { name: '닫기' })
      await expect(hide).toBeVisible()
      const lineHeight = await hide.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight))
      // At most two lines of text (the label breaks between words), and both buttons inside the pop-up.
      expect((await box(hide)).height).toBeLessThanOrEqual(lineHeight * 2 + 40)
      const dialog = await box(notice)
      for (const button of [hide, close]) {
        const found = await box(button)
        expect(found.x + found.width).toBeLessThanOrEqual(dialog.x + dialog.width + 1)
      }
      expect(await page.evaluate(() => getComputedStyle(document.body).wordBreak)).toBe('keep-all')
    })

    test('the header, the tab bar and the demo band leave most of the screen to the content', async ({ app, page }) => {
      await app.open('/', 'outpatient')
      const header = await box(page.locator('header').first())
      const tabs = await box(page.getByRole('navigation', { name: '주요 메뉴' }))
      // Well under half, even with the hospital's name on two lines in the phone's own font.
      expect(header.height + tabs.height).toBeLessThanOrEqual(422 * 0.4)
      // The tabs keep their full names for assistive technology and show short ones that fit.
      const checkup = page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: '건강검진' })
      await expect(checkup.getByText('검진', { exact: true })).toBeVisible()
      const labels = page.getByRole('navigation', { name: '주요 메뉴' }).locator('button > span[aria-hidden="true"]')
      const boxes = await Promise.all((await labels.all()).map(box))
      for (let i = 1; i < boxes.length; i++) {
        expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width)
      }
      // No sideways scroll.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(195)
    })
  })

  test('the demo launcher sits above the header, clear of the content and the tab menus', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    const launcher = await box(page.getByRole('button', { name: '데모 설정 열기' }))
    const title = await box(page.getByRole('heading', { level: 1 }))
    expect(launcher.y + launcher.height).toBeLessThanOrEqual(title.y)
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: '병원안내' }).click()
    const menu = page.getByRole('region', { name: '병원안내 메뉴' })
    const last = await box(menu.getByRole('link').last())
    expect(last.y).toBeGreaterThan(launcher.y + launcher.height)
  })
})
