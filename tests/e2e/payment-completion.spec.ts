/**
 * A payment that finishes: the completion with what was paid, the receipt saved as
 * a picture through the shell (the demo panel logs it), and back leading out of the
 * payment, never into it again.
 */
import type { Locator } from 'playwright/test'
import { expect, test } from './fixtures'

test.use({ viewport: { width: 360, height: 740 } })

/** Whether what the patient sees at the middle of an element is that element (not a dialog over it). */
const onTop = (locator: Locator) =>
  locator.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect()
    // The toasts let taps through (pointer-events: none), which hit-testing would skip.
    const region = element.parentElement!
    region.style.pointerEvents = 'auto'
    const hit = document.elementFromPoint(left + width / 2, top + height / 2)
    region.style.pointerEvents = ''
    return hit !== null && element.contains(hit)
  })

test('pay by card: the completion, the receipt saved as a picture, back leaves the payment', async ({ app, page }) => {
  await app.open('/', 'outpatient')
  await app.tabMenu('외래', '진료비 수납')
  // 이서연 registered a hi-pass card to pay in one tap: it is preselected; she picks the card page.
  const methods = page.getByRole('radiogroup', { name: '결제 방법' })
  await expect(methods.getByRole('radio', { name: /등록한 하이패스 카드로 바로 결제/ })).toBeChecked()
  await methods.getByRole('radio', { name: /다른 카드로 결제/ }).check()
  await page.getByRole('button', { name: '51,100원 결제하기' }).click()
  await app.approveCardPayment()

  const done = page.getByRole('heading', { name: '진료비 수납이 완료되었습니다' })
  await expect(done).toBeVisible()
  await expect(page.getByText(/^2026\.11\.09.*순환기내과$/)).toBeVisible()
  await expect(page.getByText(/^2026\.11\.23.*안과$/)).toBeVisible()

  await page.getByRole('button', { name: '영수증 보기' }).click()
  const receipt = page.getByRole('dialog', { name: '진료비 영수증' })
  await expect(receipt).toContainText('2026.11.09')
  await expect(receipt).toContainText('2026.11.23')
  await receipt.getByRole('button', { name: '이미지로 저장' }).click()
  const savedToast = page.getByText('영수증을 저장했습니다.')
  await expect(savedToast).toBeVisible()
  // Seen, not only there: nothing of the receipt dialog (or its backdrop) lies over it.
  expect(await onTop(savedToast)).toBe(true)
  await receipt.getByRole('button', { name: '닫기' }).click()
  // Through the shell (the demo panel's log): a PNG named for the payment, of a receipt's size.
  const saved = (await app.nativeCalls())[0]!
  expect(saved).toMatch(/ saveFile\(진료비영수증_PAY.+\.png, [\d.]+KB\)/)
  expect(Number(/, ([\d.]+)KB/.exec(saved)![1])).toBeGreaterThan(10)

  // Back closes nothing more and does not pay again: it leaves the payment screen.
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // (Back first puts away a toast still showing, as the spec's back rules say: wait for it to go.)
  await expect(page.getByText('영수증을 저장했습니다.')).toBeHidden({ timeout: 10_000 })
  await page.getByRole('button', { name: '뒤로 가기' }).click()
  // Where the patient started: home, from whose tab menu the payment was opened.
  await expect(page).toHaveURL(/:\d+\/$/)
  await expect(page.getByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeVisible()
  await app.tabMenu('외래', '진료비 수납')
  await expect(page.getByText('오늘 수납할 진료비가 없습니다.')).toBeVisible()
})

/**
 * The completion stands in place of the bills (no new page): paid from the foot of the bills,
 * scrolled down to the method and the button, it still opens at its top, the mark whole and not
 * under the sticky header and tabs (the walkthrough on a 390 px phone found it cut at the top).
 */
for (const width of [360, 390]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 844 } })

    test('paid from the foot of the bills: the completion opens at its top, its mark whole', async ({ app, page }) => {
      await app.open('/', 'outpatient')
      await app.tabMenu('외래', '진료비 수납')
      const pay = page.getByRole('button', { name: '51,100원 결제하기' })
      await expect(page.getByRole('radio', { name: /등록한 하이패스 카드로 바로 결제/ })).toBeChecked()
      await page.mouse.wheel(0, 2_000)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
      await pay.click()
      await page.getByRole('alertdialog', { name: '하이패스 결제' }).getByRole('button', { name: '결제하기' }).click()
      const done = page
        .getByRole('status')
        .filter({ has: page.getByRole('heading', { name: '진료비 수납이 완료되었습니다' }) })
      await expect(done).toBeVisible()
      const mark = done.locator('svg').locator('..')
      // What lies at the middle of the mark's top edge is the mark: not the header, not the tabs.
      const whole = await mark.evaluate((element) => {
        const { left, top, width } = element.getBoundingClientRect()
        const hit = document.elementFromPoint(left + width / 2, top + 3)
        return top >= 0 && hit !== null && element.contains(hit)
      })
      expect(whole).toBe(true)
    })
  })
}
