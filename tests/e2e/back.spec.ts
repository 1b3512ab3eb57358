/**
 * Back works after every dialog (once, after sending a prescription, the header's back arrow
 * did nothing). For each kind of overlay the app opens, in the demo build: the patient comes to a
 * screen from another, opens it, closes it (its own button, or the back key), and then back
 * leaves the screen for the one before, by the header's arrow or by the phone's back key.
 */
import type { Page } from 'playwright/test'
import { expect, test, type DemoApp } from './fixtures'

type Back = 'header' | 'hardware'

/** The header's back arrow, or the phone's back key (the shell's bridge). */
async function pressBack(app: DemoApp, page: Page, how: Back) {
  if (how === 'header') await page.getByRole('button', { name: '뒤로 가기' }).click()
  else await app.hardwareBack()
}

/** The screen before: its address, once the patient has gone back to it. */
async function expectBackAt(page: Page, path: string) {
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path)
}

test.describe('back after each dialog', () => {
  test('an alert (the inpatients-only notice), closed with its button', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await app.tabMenu('외래', '검사결과')
    await expect(app.heading('검사결과')).toBeVisible()
    await app.tabMenu('입원', '입원 일정')
    const dialog = app.dialog('입원 중인 환자만 이용할 수 있는 서비스입니다.')
    await dialog.getByRole('button', { name: '확인' }).click()
    await expect(dialog).toBeHidden()
    await pressBack(app, page, 'header')
    await expectBackAt(page, '/')
  })

  test('a confirmation (delete a car), cancelled', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await app.tabMenu('외래', '주차 차량등록')
    await page.getByRole('button', { name: '12가3456 차량 삭제' }).click()
    const question = page.getByRole('alertdialog', { name: '차량을 삭제할까요?' })
    await question.getByRole('button', { name: '취소' }).click()
    await expect(question).toBeHidden()
    await pressBack(app, page, 'hardware')
    await expectBackAt(page, '/')
  })

  test('the register-patient question, cancelled, on a patient without a number', async ({ app, page }) => {
    await app.open('/', 'newcomer')
    await app.tabMenu('병원안내', '진료과/의료진')
    await expect(app.heading('진료과/의료진')).toBeVisible()
    await app.tabMenu('외래', '검사결과')
    const question = page.getByRole('alertdialog', { name: '환자번호 등록' })
    await question.getByRole('button', { name: '취소' }).click()
    await expect(question).toBeHidden()
    await pressBack(app, page, 'header')
    await expectBackAt(page, '/')
  })

  test('a sheet (the pharmacy information), closed by the back key', async ({ app, page }) => {
    await app.open('/prescriptions', 'outpatient')
    await page
      .getByRole('list', { name: '오늘 받은 처방전 목록' })
      .getByRole('link', { name: /안과 조은비 교수/ })
      .click()
    await page.getByRole('button', { name: '약국 골라서 보내기' }).click()
    await expect(app.heading('약국 선택')).toBeVisible()
    const detail = '/prescriptionsDetail?prscNo=PR202611230101&date=2026-11-23'
    await page.getByRole('searchbox', { name: '약국 이름이나 동네로 찾기' }).fill('늘봄')
    const neulbom = page.getByRole('list', { name: "'늘봄' 검색 결과" }).getByRole('article', { name: '행당늘봄약국' })
    await neulbom.getByRole('button', { name: '정보' }).click()
    const info = page.getByRole('dialog', { name: '행당늘봄약국 정보' })
    await expect(info).toBeVisible()
    await pressBack(app, page, 'hardware')
    await expect(info).toBeHidden()
    await pressBack(app, page, 'header')
    await expectBackAt(page, detail)
  })

  test('after sending a prescription (a confirmation, the spinner, a notification): back leaves its detail', async ({
    app,
    page,
  }) => {
    await app.open('/prescriptions', 'outpatient')
    await page
      .getByRole('list', { name: '오늘 받은 처방전 목록' })
      .getByRole('link', { name: /안과 조은비 교수/ })
      .click()
    await page.getByRole('button', { name: '약국 골라서 보내기' }).click()
    await page.getByRole('searchbox', { name: '약국 이름이나 동네로 찾기' }).fill('늘봄')
    const neulbom = page.getByRole('list', { name: "'늘봄' 검색 결과" }).getByRole('article', { name: '행당늘봄약국' })
    await neulbom.getByRole('button', { name: '이 약국으로 보내기' }).click()
    await page
      .getByRole('alertdialog', { name: '행당늘봄약국으로 보낼까요?' })
      .getByRole('button', { name: '보내기', exact: true })
      .click()
    const sent = page.getByText('행당늘봄약국으로 처방전을 보냈습니다.')
    await expect(sent).toBeVisible()
    await expect(page).toHaveURL(/\/prescriptionsDetail\?/)
    // Spec: with a notification showing, back closes it first ...
    await pressBack(app, page, 'header')
    await expect(sent).toBeHidden()
    await expect(page).toHaveURL(/\/prescriptionsDetail\?/)
    // ... then leaves the prescription for the list it was opened from (not a second copy of it).
    await pressBack(app, page, 'header')
    await expectBackAt(page, '/prescriptions')
    await expect(app.heading('전자처방전 전송')).toBeVisible()
  })

  test('a message opened in the message box, closed with its button', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click()
    await page
      .getByRole('dialog', { name: '전체 메뉴' })
      .getByRole('button', { name: /메시지함/ })
      .click()
    await expect(app.heading('메시지함')).toBeVisible()
    await page.getByRole('list', { name: '받은 메시지' }).getByRole('button').first().click()
    const message = page.getByRole('dialog', { name: '내일 진료 안내' })
    await message.getByRole('button', { name: '닫기' }).first().click()
    await expect(message).toBeHidden()
    await pressBack(app, page, 'header')
    await expectBackAt(page, '/')
  })

  test('a receipt from the payment history, closed by the back key', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await app.tabMenu('외래', '수납내역')
    await page.getByRole('list', { name: '수납내역 목록' }).getByRole('button').first().click()
    const receipt = page.getByRole('dialog', { name: '진료비 영수증' })
    await expect(receipt).toBeVisible()
    await pressBack(app, page, 'hardware')
    await expect(receipt).toBeHidden()
    await pressBack(app, page, 'hardware')
    await expectBackAt(page, '/')
  })

  test('the phone-booking doctor’s dialog in booking, closed with its button', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await app.tabMenu('외래', '진료예약')
    await page
      .getByRole('link', { name: /정형외과/ })
      .first()
      .click()
    await page.getByRole('button', { name: /한동욱/ }).click()
    const dialog = page.getByRole('dialog', { name: '전화로 예약해 주세요' })
    await dialog.getByRole('button', { name: '닫기' }).first().click()
    await expect(dialog).toBeHidden()
    await pressBack(app, page, 'header')
    await expect(page).toHaveURL(/\/outpatient\/appointment\/step1$/)
  })

  test('the drawer, the patient card from it, and the terms: back leaves the screen once they are closed', async ({
    app,
    page,
  }) => {
    await app.open('/', 'outpatient')
    await app.tabMenu('병원안내', '진료과/의료진')
    await expect(app.heading('진료과/의료진')).toBeVisible()

    // The drawer, closed with its button.
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click()
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' })
    await drawer.getByRole('button', { name: '닫기' }).first().click()
    await expect(drawer).toBeHidden()

    // The patient card, closed by the back key.
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click()
    await drawer.getByRole('button', { name: '모바일 진료카드' }).click()
    const card = page.getByRole('dialog', { name: '모바일 진료카드' })
    await expect(card).toBeVisible()
    // The drawer closed itself when the card opened.
    await expect(drawer).toBeHidden()
    await pressBack(app, page, 'hardware')
    await expect(card).toBeHidden()

    // The terms, a full-screen document, closed with its button.
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click()
    await drawer.getByRole('button', { name: '이용약관' }).click()
    const terms = page.getByRole('dialog', { name: /이용약관/ })
    await expect(terms).toBeVisible()
    await terms.getByRole('button', { name: '닫기' }).first().click()
    await expect(terms).toBeHidden()
    // The drawer it was opened from is still there: closed with its own button.
    await drawer.getByRole('button', { name: '닫기' }).first().click()
    await expect(drawer).toBeHidden()

    await pressBack(app, page, 'header')
    await expectBackAt(page, '/')
  })

  test('a tab menu opened and closed again', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await app.tabMenu('외래', '약처방내역')
    await expect(app.heading('약처방내역')).toBeVisible()
    const tab = page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: '입원' })
    await tab.click()
    await expect(page.getByRole('region', { name: '입원 메뉴' })).toBeVisible()
    await tab.click()
    await expect(page.getByRole('region', { name: '입원 메뉴' })).toBeHidden()
    await pressBack(app, page, 'hardware')
    await expectBackAt(page, '/')
  })

  test('home: back asks to leave the app; kept, back asks again', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    for (let i = 0; i < 2; i++) {
      await pressBack(app, page, 'hardware')
      const question = page.getByRole('alertdialog', { name: '앱을 종료할까요?' })
      await question.getByRole('button', { name: '취소' }).click()
      await expect(question).toBeHidden()
      await expectBackAt(page, '/')
    }
  })
})
