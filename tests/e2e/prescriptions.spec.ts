/**
 * E-prescriptions end to end, as the `outpatient` persona (이서연) in the demo build: today's eye
 * drops sent to a pharmacy found by search (and kept as a favourite), the pharmacy moved along
 * from the demo panel, the charge paid once on a double tap, the QR shown (the back key closes it
 * first), the medicine marked received, the payment in the history; a cancel before the pharmacy
 * accepts; last night's prescription refused while the hospital changes it (409).
 */
import type { Page } from 'playwright/test'
import { expect, test, type DemoApp } from './fixtures'

// The app's clock: the screen's 10 s refresh passes when the test says, not in real time.
test.use({ newDevice: true })

/** The presenter moves the pharmacy on by one step from the demo panel. */
async function advancePharmacy(app: DemoApp, page: Page) {
  await app.panel(async (panel) => {
    await panel.getByRole('button', { name: '약국 조제 한 단계 넘기기' }).click()
    await expect(panel.getByText(/안과 처방전 \(행당늘봄약국\)/)).toBeVisible()
  })
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog', { name: '데모 설정' })).toBeHidden()
  // The screen refreshes itself every 10 s while the prescription is on its way.
  await page.clock.fastForward(10_000)
}

/** From the menu to today's eye drops, then to the pharmacy list, and sends them to 행당늘봄약국. */
async function sendEyeDropsToNeulbom(app: DemoApp, page: Page, { favourite }: { favourite: boolean }) {
  await page.clock.install()
  await app.open('/', 'outpatient')
  await app.tabMenu('외래', '전자처방전 전송')
  await expect(app.heading('전자처방전 전송')).toBeVisible()
  await expect(page.getByText(/전자처방전 전송 시간 08:00~20:00/)).toBeVisible()
  const today = page.getByRole('list', { name: '오늘 받은 처방전 목록' })
  await expect(today.getByRole('link', { name: /안과 조은비 교수/ })).toContainText('약국 선택 대기')
  await today.getByRole('link', { name: /안과 조은비 교수/ }).click()

  await expect(page.getByRole('heading', { name: '안과 조은비 교수' })).toBeVisible()
  await page.getByRole('button', { name: '약국 골라서 보내기' }).click()
  await expect(page.getByText('2026.11.23 (월) 안과 처방전을 보낼 약국을 골라 주세요.')).toBeVisible()

  await page.getByRole('searchbox', { name: '약국 이름이나 동네로 찾기' }).fill('늘봄')
  const results = page.getByRole('list', { name: "'늘봄' 검색 결과" })
  const neulbom = results.getByRole('article', { name: '행당늘봄약국' })
  await expect(neulbom).toBeVisible()
  await expect(neulbom.getByText('전자처방전 가능')).toBeVisible()

  // The pharmacy's information, in a sheet the back key closes first.
  await neulbom.getByRole('button', { name: '정보' }).click()
  const info = page.getByRole('dialog', { name: '행당늘봄약국 정보' })
  await expect(info.getByRole('heading', { name: '운영 시간' })).toBeVisible()
  await app.hardwareBack()
  await expect(info).toBeHidden()
  await expect(page.getByRole('searchbox', { name: '약국 이름이나 동네로 찾기' })).toBeVisible()

  if (favourite) {
    const star = neulbom.getByRole('button', { name: '즐겨찾기' })
    await expect(star).toHaveAttribute('aria-pressed', 'false')
    await star.click()
    await expect(page.getByText('즐겨찾는 약국에 넣었습니다.')).toBeVisible()
    await expect(star).toHaveAttribute('aria-pressed', 'true')
  }

  await neulbom.getByRole('button', { name: '이 약국으로 보내기' }).click()
  const confirm = page.getByRole('alertdialog', { name: '행당늘봄약국으로 보낼까요?' })
  await confirm.getByRole('button', { name: '보내기', exact: true }).click()
  await expect(page.getByText('행당늘봄약국으로 처방전을 보냈습니다.')).toBeVisible()
  await expect(page).toHaveURL(/\/prescriptionsDetail\?/)
  const status = page.getByRole('region', { name: '전송 상태' })
  await expect(status.getByText('약국이 처방전을 확인하고 있습니다. 접수되면 약제비가 나옵니다.')).toBeVisible()
  await expect(
    page.getByRole('region', { name: '약제비' }).getByText('아직 약국에서 약제비가 정해지지 않았습니다.'),
  ).toBeVisible()
  return status
}

test.describe('e-prescriptions', () => {
  test('send to a pharmacy found by search, pay once, pick up with the QR, see it in the history', async ({
    app,
    page,
  }) => {
    const status = await sendEyeDropsToNeulbom(app, page, { favourite: true })

    // The pharmacy accepts and prices it: the screen shows it by itself.
    await advancePharmacy(app, page)
    await expect(status.getByText(/약제비를 결제해 주세요/)).toBeVisible()
    const pay = page.getByRole('button', { name: '약제비 2,900원 결제하기' })
    await expect(pay).toBeEnabled()
    // A double tap opens one card page and pays once.
    await pay.dblclick()
    await app.approveCardPayment()
    await expect(page.getByText('약제비 결제가 완료되었습니다.')).toBeVisible()
    await expect(page.getByRole('region', { name: '약제비' }).getByText('결제 완료')).toBeVisible()
    await expect(page.getByRole('button', { name: /결제하기/ })).toHaveCount(0)
    await expect(page.getByRole('dialog', { name: /^카드 결제 \(데모/ })).toHaveCount(0)

    // Dispensing, then ready.
    await advancePharmacy(app, page)
    await expect(status.getByText(/약국에서 약을 짓고 있습니다/)).toBeVisible()
    await advancePharmacy(app, page)
    await expect(status.getByText(/처방전 QR을 보여 주고 받아 가세요/)).toBeVisible()

    // The QR dialog: the back key closes it and stays on the prescription.
    await page.getByRole('button', { name: '처방전 QR 보기' }).click()
    const qr = page.getByRole('dialog', { name: '처방전 QR' })
    await expect(qr.getByRole('img', { name: '처방전 PR202611230101의 QR 코드' })).toBeVisible()
    await app.hardwareBack()
    await expect(qr).toBeHidden()
    await expect(page).toHaveURL(/\/prescriptionsDetail\?/)
    await expect(page.getByRole('heading', { name: '안과 조은비 교수' })).toBeVisible()

    await page.getByRole('button', { name: '약을 받았습니다' }).click()
    await page
      .getByRole('alertdialog', { name: '약을 받으셨나요?' })
      .getByRole('button', { name: '받았습니다' })
      .click()
    await expect(page.getByText('수령 완료로 바꿨습니다.')).toBeVisible()
    await expect(status.getByText('약을 받으셨습니다.')).toBeVisible()

    // Reopened later, the app picks up where the server says it is.
    await page.reload()
    await expect(page.getByRole('region', { name: '전송 상태' }).getByText('약을 받으셨습니다.')).toBeVisible()

    // The payment, once, at the top of the pharmacy payments; the pharmacy is a favourite.
    await app.tabMenu('외래', '전자처방전 전송')
    await page.getByRole('link', { name: '약제비 결제내역' }).click()
    const payments = page.getByRole('list', { name: '약제비 결제 목록' })
    await expect(payments.getByRole('listitem').first()).toContainText('행당늘봄약국')
    await expect(payments.getByRole('listitem').first()).toContainText('2,900원')
    await expect(payments.getByRole('listitem').filter({ hasText: '2,900원' })).toHaveCount(1)

    await app.open('/prescriptionsPharmSelect?list=favourites')
    await expect(
      page.getByRole('list', { name: '즐겨찾는 약국' }).getByRole('article', { name: '행당늘봄약국' }),
    ).toBeVisible()
  })

  test('the pharmacy charge: closed after the card approval, the next start pays it once', async ({ app, page }) => {
    const status = await sendEyeDropsToNeulbom(app, page, { favourite: false })
    await advancePharmacy(app, page)
    await expect(status.getByText(/약제비를 결제해 주세요/)).toBeVisible()
    const pay = page.getByRole('button', { name: '약제비 2,900원 결제하기' })
    await app.approveCardPaymentAndRestart(() => pay.click())
    const told = page.getByRole('dialog', { name: '지난 결제 안내' })
    await expect(told).toContainText('2,900원이 수납되었습니다.')
    await told.getByRole('button', { name: '확인' }).click()
    await expect(page.getByRole('region', { name: '약제비' }).getByText('결제 완료')).toBeVisible()
    await app.tabMenu('외래', '전자처방전 전송')
    await page.getByRole('link', { name: '약제비 결제내역' }).click()
    const payments = page.getByRole('list', { name: '약제비 결제 목록' })
    await expect(payments.getByRole('listitem').filter({ hasText: '2,900원' })).toHaveCount(1)
  })

  test('cancel the sending before the pharmacy accepts, then it can be sent again', async ({ app, page }) => {
    const status = await sendEyeDropsToNeulbom(app, page, { favourite: false })
    await page.getByRole('button', { name: '약국 전송 취소' }).click()
    const confirm = page.getByRole('alertdialog', { name: '약국 전송을 취소할까요?' })
    await expect(confirm).toContainText('행당늘봄약국에 보낸 처방전을 취소합니다.')
    await confirm.getByRole('button', { name: '전송 취소' }).click()
    await expect(page.getByText('약국 전송을 취소했습니다.', { exact: true })).toBeVisible()
    await expect(status.getByText('약국을 골라 처방전을 보내 주세요.')).toBeVisible()
    await expect(page.getByRole('button', { name: '약국 골라서 보내기' })).toBeEnabled()

    // The pharmacy has nothing of it to move on any more (another patient's prescription moves on).
    await app.panel(async (panel) => {
      await panel.getByRole('button', { name: '약국 조제 한 단계 넘기기' }).click()
      const said = panel
        .getByRole('region', { name: '진행 상황 넘기기' })
        .getByRole('listitem')
        .filter({ hasText: '약국 조제 한 단계 넘기기' })
      await expect(said).toContainText('가정의학과 처방전')
      await expect(said).not.toContainText('안과')
    })
    await page.keyboard.press('Escape')
    await page.reload()
    await expect(page.getByRole('region', { name: '전송 상태' })).toContainText('약국을 골라 처방전을 보내 주세요.')
  })

  test('last night’s prescription is being changed: said before send, the patient is told when it is done', async ({
    app,
    page,
  }) => {
    await app.open('/prescriptions', 'outpatient')
    const today = page.getByRole('list', { name: '오늘 받은 처방전 목록' })
    const row = today.getByRole('link', { name: /응급의학과 한승우 교수/ })
    await expect(row).toContainText('병원에서 처방을 수정하고 있습니다.')
    await row.click()
    await expect(page.getByRole('heading', { name: '응급의학과 한승우 교수' })).toBeVisible()
    await expect(page.getByRole('region', { name: '전송 상태' })).toContainText(
      '수정이 끝나면 약국으로 보낼 수 있습니다.',
    )
    await expect(page.getByRole('button', { name: '약국 골라서 보내기' })).toHaveCount(0)
    await page.getByRole('button', { name: '수정이 끝나면 알림 받기' }).click()
    await expect(page.getByText('수정이 끝나면 알려 드리겠습니다.')).toBeVisible()

    // The hospital finishes (the presenter's scenario step): the message box says so, send is offered.
    expect(await app.advanceScenario('prescription-modified')).toBe(200)
    await page.reload()
    await expect(page.getByRole('button', { name: '약국 골라서 보내기' })).toBeEnabled()
    await app.open('/common/messageBox')
    await expect(page.getByText('처방 수정 완료 안내')).toBeVisible()
  })
})
