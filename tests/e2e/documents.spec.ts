/**
 * The documents of a visit, as 이서연 (the `outpatient` persona) in the demo build:
 * from a bill just paid to the official receipt as the hospital's PDF, read on a 360 px phone and
 * saved through the shell, then to 실손24 opened by the shell; from the visit history to the same
 * documents; and from the payment history to the year's payment confirmation (연말정산).
 */
import { expect, test } from './fixtures'

test.use({ viewport: { width: 360, height: 740 } })

/** pdf.js, its worker and the file: seconds on a phone, more on a busy two-core machine (see checkup-report.spec.ts). */
const PDF_OPENS_MS = 60_000

test('from a paid bill to the saved receipt PDF and the 실손24 hand-off', async ({ app, page }) => {
  await app.open('/', 'outpatient')
  await app.tabMenu('외래', '진료비 수납')
  await page
    .getByRole('radiogroup', { name: '결제 방법' })
    .getByRole('radio', { name: /다른 카드로 결제/ })
    .check()
  await page.getByRole('button', { name: '51,100원 결제하기' }).click()
  await app.approveCardPayment()
  await expect(page.getByRole('heading', { name: '진료비 수납이 완료되었습니다' })).toBeVisible()

  // The visit's documents, from the completion.
  await page.getByRole('link', { name: /^2026\.11\.09.*순환기내과 서류 발급$/ }).click()
  await expect(page).toHaveURL(/\/documents\/visit\/R202611090055$/)
  await expect(app.heading('서류 발급')).toBeVisible()
  await page.getByRole('link', { name: '진료비 계산서·영수증 받기', exact: true }).click()
  await expect(page).toHaveURL(/\/documents\/visit\/R202611090055\?document=RECEIPT$/)

  // The hospital's PDF in the app's viewer, as wide as the phone, its text readable.
  const firstPage = page.getByRole('img', { name: '서류 1쪽 중 1쪽' })
  await expect(firstPage).toBeVisible({ timeout: PDF_OPENS_MS })
  const stage = page.getByRole('group', { name: '서류 화면' })
  const fitted = await stage.evaluate((el) => ({ client: el.clientWidth, scroll: el.scrollWidth }))
  expect(fitted.scroll).toBeLessThanOrEqual(fitted.client + 1)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.getByText('서류를 글로 읽기').click()
  const text = page.locator('details')
  await expect(text).toContainText('한빛대학교병원')
  await expect(text).toContainText('이서연')
  await expect(text).toContainText('PAY202611090001')

  // Saved through the shell (the demo panel's log).
  await page.getByRole('button', { name: '휴대폰에 저장' }).click()
  await expect(page.getByText('서류를 저장했습니다.')).toBeVisible()
  await expect(page.getByText('서류를 저장했습니다.')).toBeHidden({ timeout: 10_000 })
  expect((await app.nativeCalls())[0]).toMatch(/saveFile\(진료비계산서영수증_2026-11-09\.pdf, [\d.]+KB\)/)

  // Back to the list: 실손24 opened by the shell, no insurer's sign-in in the app.
  await page.getByRole('button', { name: '뒤로 가기' }).click()
  await expect(page).toHaveURL(/\/documents\/visit\/R202611090055$/)
  await page.getByRole('button', { name: '실손24에서 청구하기' }).click()
  await expect.poll(async () => (await app.nativeCalls())[0]).toContain('openApp(kr.or.kidi.silson24)')
})

test('from the visit history to a visit’s documents', async ({ app, page }) => {
  await app.open('/', 'outpatient')
  await app.tabMenu('외래', '진료내역')
  await page.getByRole('link', { name: /^2026\.08\.20.*순환기내과 서류 발급$/ }).click()
  await expect(page).toHaveURL(/\/documents\/visit\/R202608200033$/)
  for (const title of ['진료비 계산서·영수증', '진료비 세부산정내역', '통원확인서'])
    await expect(page.getByRole('link', { name: `${title} 받기`, exact: true })).toBeVisible()
})

test('from the payment history to the year’s payment confirmation', async ({ app, page }) => {
  await app.open('/', 'outpatient')
  await app.tabMenu('외래', '수납내역')
  await page.getByRole('link', { name: '연말정산 납입확인서' }).click()
  await expect(app.heading('연말정산 납입확인서')).toBeVisible()
  await expect(page.getByRole('radio', { name: '2026년' })).toBeChecked()
  await page.getByRole('button', { name: '납입확인서 받기' }).click()
  await expect(page.getByRole('img', { name: '서류 1쪽 중 1쪽' })).toBeVisible({ timeout: PDF_OPENS_MS })
  await page.getByText('서류를 글로 읽기').click()
  await expect(page.locator('details')).toContainText('진료비 납입확인서')
  await expect(page.locator('details')).toContainText('납입 금액 합계')
})

test('a stay’s certificate copy: from its receipt to the documents, the fee paid by card, the copy saved', async ({
  app,
  page,
}) => {
  await app.open('/inpatient/payment/history', 'inpatient')
  const list = page.getByRole('list', { name: '수납내역 목록' })
  await list.getByRole('button', { name: /외과 오태석 교수/ }).click()
  const receipt = page.getByRole('dialog', { name: '진료비 영수증' })
  await receipt.getByRole('link', { name: '서류 발급' }).click()
  await expect(page).toHaveURL(/\/documents\/visit\/R202608100412$/)

  const copy = page.getByRole('article', { name: '진단서 사본' })
  await expect(copy).toContainText('발급 수수료 1,000원을 카드로 내시면 바로 받을 수 있습니다.')
  await copy.getByRole('button', { name: '진단서 사본 수수료 내고 받기, 1,000원' }).click()
  await app.approveCardPayment()
  await expect(page).toHaveURL(/\/documents\/visit\/R202608100412\?document=CERTIFICATE_COPY$/)
  await expect(page.getByRole('img', { name: '서류 1쪽 중 1쪽' })).toBeVisible({ timeout: PDF_OPENS_MS })
  await page.getByText('서류를 글로 읽기').click()
  await expect(page.locator('details')).toContainText('급성 담낭염 (K81.0)')

  await page.getByRole('button', { name: '휴대폰에 저장' }).click()
  await expect(page.getByText('서류를 저장했습니다.')).toBeVisible()
  await expect(page.getByText('서류를 저장했습니다.')).toBeHidden({ timeout: 10_000 })
  expect((await app.nativeCalls())[0]).toMatch(/saveFile\(진단서사본_2026-08-10\.pdf, [\d.]+KB\)/)

  // Paid once: the list says so and hands the copy out again without another fee.
  await page.getByRole('button', { name: '뒤로 가기' }).click()
  await expect(copy).toContainText('수수료 1,000원 냄')
  await expect(copy.getByRole('link', { name: '진단서 사본 받기' })).toBeVisible()
})
