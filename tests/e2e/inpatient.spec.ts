/**
 * The inpatient stay end to end, as the `inpatient` persona (박영수, admitted on the 20th,
 * surgery today) in the demo build: every menu of the inpatient tab opens; the surgery moves on
 * when the presenter advances it (the screen follows by itself); the interim bill is paid once
 * and shows in the history. (An inpatient-only route for an outpatient: guard.spec.ts rule 4, the
 * inpatient screens' stories and src/app/navigation/access-rules.test.ts.)
 */
import { expect, test } from './fixtures'

test.describe('inpatient', () => {
  test('every menu of the inpatient tab opens with the stay in it', async ({ app, page }) => {
    await app.open('/', 'inpatient')

    // Home's schedule leads into the stay: today's surgery to its status.
    await page.getByRole('link', { name: '수술현황 보기' }).first().click()
    await expect(page).toHaveURL(/\/inpatient\/operation\/current\/default$/)
    await page.goto('/')

    await app.tabMenu('입원', '입원 일정')
    await expect(page).toHaveURL(/\/inpatient\/operation\/schedule$/)
    await expect(page.getByText('입원중', { exact: true })).toBeVisible()
    await expect(page.getByRole('region', { name: /^오늘 일정 · 2026\.11\.23/ })).toContainText('복강경 담낭절제술')

    await app.tabMenu('입원', '수술현황')
    await expect(page).toHaveURL(/\/inpatient\/operation\/current\/default$/)
    await expect(page.getByRole('article', { name: '복강경 담낭절제술' })).toBeVisible()

    await app.tabMenu('입원', '입원 검사결과')
    await expect(page).toHaveURL(/\/inpatient\/result$/)
    await expect(app.heading('입원 검사결과')).toBeVisible()
    await page.getByRole('list', { name: '검사결과 목록' }).getByRole('link').first().click()
    await expect(page).toHaveURL(/\/inpatient\/result\/[^/]+\/[^/]+\/[^/]+$/)
    // The detail has loaded (its chunk, its call) before the next menu is opened.
    await expect(page.getByRole('region', { name: '검사 항목' })).toBeVisible()

    await app.tabMenu('입원', '입원 약처방내역')
    await expect(page).toHaveURL(/\/inpatient\/medicine$/)
    await page.getByRole('list', { name: '약처방 목록' }).getByRole('link').first().click()
    await expect(page).toHaveURL(/\/inpatient\/medicine\/[^/]+/)

    await app.tabMenu('입원', '식단/회진')
    await expect(page).toHaveURL(/\/inpatient\/round$/)
    await expect(page.getByRole('list', { name: '회진 시간' })).toBeVisible()
    await expect(page.getByRole('list', { name: '식단' })).toBeVisible()

    await app.tabMenu('입원', '입원 안내')
    await expect(page).toHaveURL(/\/inpatient\/information\/process$/)
    await expect(page.getByRole('heading', { level: 2, name: '입원 당일 수속' })).toBeVisible()
    await page.getByRole('link', { name: '퇴원 안내' }).click()
    await expect(page).toHaveURL(/\/inpatient\/information\/discharge$/)

    await app.tabMenu('입원', '입원 생활 안내')
    await expect(page).toHaveURL(/\/inpatient\/lifeInformation\/life$/)
    await page.getByRole('link', { name: '환자 권리' }).click()
    await expect(page).toHaveURL(/\/inpatient\/lifeInformation\/rights$/)
  })

  test.describe('on the app’s clock', () => {
    // The screen's 15 s refresh passes when the test says, not in real time.
    test.use({ newDevice: true })

    test('the surgery moves to its next step when advanced; the guardian view follows', async ({ app, page }) => {
      await page.clock.install()
      await app.open('/inpatient/operation/current/default', 'inpatient')
      const surgery = page.getByRole('article', { name: '복강경 담낭절제술' })
      await expect(surgery).toContainText('수술을 기다리고 있습니다')

      // The presenter moves the story along from the demo panel.
      await app.panel(async (panel) => {
        await panel.getByRole('button', { name: '수술 단계 넘기기 (박영수)' }).click()
        await expect(panel.getByText(/복강경 담낭절제술: 수술중/)).toBeVisible()
      })
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog', { name: '데모 설정' })).toBeHidden()

      // The screen reads itself again every 15 s while open: no tap needed.
      await page.clock.fastForward(15_000)
      await expect(surgery).toContainText('지금 수술 중입니다')
      await expect(
        surgery.getByRole('list', { name: '복강경 담낭절제술 진행 단계' }).locator('[aria-current="step"]'),
      ).toContainText('수술중')

      await page.getByRole('link', { name: '보호자용' }).click()
      await expect(page).toHaveURL(/\/inpatient\/operation\/current\/family$/)
      await expect(page.getByText(/수술을 하고 있습니다/)).toBeVisible()
    })
  })

  test('pay the interim bill by card (a double tap pays once), then find it in the history', async ({ app, page }) => {
    await app.open('/', 'inpatient')
    await app.tabMenu('입원', '입원 진료비')
    await expect(page).toHaveURL(/\/inpatient\/payment\/default$/)
    const pay = page.getByRole('button', { name: '349,600원 결제하기' })
    await pay.dblclick()
    await app.approveCardPayment()
    await expect(page.getByRole('heading', { name: '중간진료비 수납이 완료되었습니다' })).toBeVisible()
    await page.getByRole('link', { name: '수납내역 보기' }).click()
    await expect(page).toHaveURL(/\/inpatient\/payment\/history$/)
    const paid = page.getByRole('list', { name: '수납내역 목록' }).getByRole('button', { name: /349,600원/ })
    await expect(paid).toHaveCount(1)

    // Paid once: nothing is due any more.
    await page.getByRole('link', { name: '중간진료비' }).click()
    await expect(page.getByText('지금 낼 중간진료비가 없습니다')).toBeVisible()
    await expect(page.getByRole('button', { name: /결제하기$/ })).toHaveCount(0)
  })
})
