/**
 * A payment never loses money: the app closed right after the card page
 * approved, or a posting whose answer never came, ends with the bill paid once, nothing charged
 * twice and nothing lost. (The pharmacy charge: prescriptions.spec.ts.)
 */
import { expect, test } from './fixtures'

test.describe('a card payment the app did not see through', () => {
  test('outpatient bills: closed after the approval, the next start posts it once and says so', async ({
    app,
    page,
  }) => {
    await app.open('/', 'outpatient')
    await app.tabMenu('외래', '진료비 수납')
    const pay = page.getByRole('button', { name: /원 결제하기$/ })
    await expect(pay).toBeEnabled()
    // The card page, not the registered hi-pass card (preselected).
    await page.getByRole('radio', { name: /다른 카드로 결제/ }).check()
    const amount = (await pay.textContent())!.replace(' 결제하기', '')
    await app.approveCardPaymentAndRestart(() => pay.click())

    // The next start: the app asks where the order stands and finishes it.
    const told = page.getByRole('dialog', { name: '지난 결제 안내' })
    await expect(told).toContainText(`진료비 ${amount}이 수납되었습니다.`)
    await told.getByRole('button', { name: '확인' }).click()
    await expect(page.getByText('오늘 수납할 진료비가 없습니다.')).toBeVisible()

    // Once in the history; nothing said again at the next start.
    await app.open('/outpatient/payment/history')
    const list = page.getByRole('list', { name: '수납내역 목록' })
    await expect(list.getByRole('button', { name: new RegExp(`2026\\.11\\.23.*${amount}`) })).toHaveCount(1)
    await page.reload()
    await expect(list.getByRole('button', { name: new RegExp(`2026\\.11\\.23.*${amount}`) })).toHaveCount(1)
    await expect(page.getByRole('dialog', { name: '지난 결제 안내' })).toHaveCount(0)
  })

  test('the interim bill: closed after the approval, the next start posts it once', async ({ app, page }) => {
    await app.open('/', 'inpatient')
    await app.tabMenu('입원', '입원 진료비')
    const pay = page.getByRole('button', { name: '349,600원 결제하기' })
    await app.approveCardPaymentAndRestart(() => pay.click())
    const told = page.getByRole('dialog', { name: '지난 결제 안내' })
    await expect(told).toContainText('349,600원이 수납되었습니다.')
    await told.getByRole('button', { name: '확인' }).click()
    await expect(page.getByText('지금 낼 중간진료비가 없습니다')).toBeVisible()
    await app.open('/inpatient/payment/history')
    await expect(
      page.getByRole('list', { name: '수납내역 목록' }).getByRole('button', { name: /349,600원/ }),
    ).toHaveCount(1)
  })

  test('a document’s fee: closed after the approval, the next start posts it once', async ({ app, page }) => {
    await app.open('/documents/visit/R202608100412', 'inpatient')
    const pay = page.getByRole('button', { name: '진단서 사본 수수료 내고 받기, 1,000원' })
    await app.approveCardPaymentAndRestart(() => pay.click())
    const told = page.getByRole('dialog', { name: '지난 결제 안내' })
    await expect(told).toContainText('진단서 사본 발급 수수료 1,000원이 수납되었습니다.')
    await told.getByRole('button', { name: '확인' }).click()
    const copy = page.getByRole('article', { name: '진단서 사본' })
    await expect(copy).toContainText('수수료 1,000원 냄')
    await expect(copy.getByRole('link', { name: '진단서 사본 받기' })).toBeVisible()
  })

  test.describe('on the app’s clock', () => {
    // Its 10 s timeout passes when the test says, not in real time.
    test.use({ newDevice: true })

    test('a posting answered after the 10 s timeout is not cancelled: the app looks and finds it paid', async ({
      app,
      page,
    }) => {
      await page.clock.install()
      await app.open('/', 'outpatient')
      await app.tabMenu('외래', '진료비 수납')
      // The hospital posts the payment, but its answer arrives after the app gave up.
      await app.fault('updatePaymentInfo', { latencyMs: 11_000 })
      await page.getByRole('radio', { name: /다른 카드로 결제/ }).check()
      await page.getByRole('button', { name: /원 결제하기$/ }).click()
      const posting = page.waitForRequest((request) => request.url().includes('/api/outpatient/updatePaymentInfo'))
      await app.approveCardPayment()
      // Sent (the app's 10 s have started), and posted by the hospital: nothing left to pay.
      await posting
      await expect
        .poll(async () => (await app.api<{ bills: unknown[] }>('/api/outpatient/payList/2026-11-23')).bills)
        .toEqual([])
      // Ten seconds later the app gives up waiting for the answer (it would take one more).
      await page.clock.fastForward(10_000)
      await expect(page.getByRole('heading', { name: '진료비 수납이 완료되었습니다' })).toBeVisible()
      await expect(page.getByRole('alertdialog', { name: '수납 처리 실패' })).toHaveCount(0)
      await app.clearFaults()
      await app.tabMenu('외래', '진료비 수납')
      await expect(page.getByText('오늘 수납할 진료비가 없습니다.')).toBeVisible()
    })
  })
})
