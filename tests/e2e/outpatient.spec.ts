/**
 * Outpatient care end to end, as the `outpatient` persona (이서연) in the demo build: find a
 * doctor by initial consonants, book, see the booking everywhere it shows, cancel it; arrive at
 * the hospital (and try from outside); watch the waiting number; pay what is due.
 */
import { expect, test } from './fixtures'

test.describe('outpatient', () => {
  test('search ㄱㅅ, book 김성훈, see it in the inquiry, on home and in the timeline, then cancel it', async ({
    app,
    page,
  }) => {
    // Friday 27 November: the next booking is 7 December, so a new one on the 30th is the nearest.
    await app.open('/', 'outpatient')
    await app.setClock('2026-11-27T09:00')

    await app.tabMenu('병원안내', '진료과/의료진')
    await page.getByRole('searchbox', { name: '진료과, 의료진 검색' }).fill('ㄱㅅ')
    await page
      .getByRole('list', { name: '의료진' })
      .getByRole('link', { name: /김성훈 교수/ })
      .click()
    await expect(page).toHaveURL(/\/department\/doctor\/IMC\/D1001\//)
    await expect(page.getByText('부정맥, 심부전, 고혈압').first()).toBeVisible()
    await page.getByRole('button', { name: '진료 예약하기' }).click()

    const calendar = page.getByRole('table', { name: '2026년 11월' })
    await calendar.getByRole('button', { name: /^2026년 11월 30일 월요일, 예약 가능/ }).click()
    await expect(page.getByRole('button', { name: '예약 시간을 선택해 주세요' })).toBeVisible()
    await page.getByRole('group', { name: '오전 진료' }).getByRole('button', { name: '오전 10:15' }).click()
    await page.getByRole('button', { name: '다음', exact: true }).click()

    await expect(page.getByText('3단계 / 3단계')).toBeVisible()
    // A double tap books once.
    await page.getByRole('button', { name: '예약하기', exact: true }).dblclick()
    await expect(page.getByRole('heading', { name: '진료 예약이 완료되었습니다' })).toBeVisible()

    await page.getByRole('link', { name: '예약조회로 가기' }).click()
    const booking = page.getByRole('article', { name: /2026.11.30 \(월\) 오전 10:15/ })
    await expect(booking).toHaveCount(1)
    await expect(booking).toContainText('김성훈')

    await page.goto('/')
    await expect(page.getByText(/다가오는 예약\s·\s2026.11.30/)).toBeVisible()

    await app.tabMenu('외래', '일정 달력')
    await expect(
      page.getByRole('region', { name: '2026.11.30 (월)' }).getByRole('link', { name: /순환기내과/ }),
    ).toBeVisible()

    await app.tabMenu('외래', '예약조회')
    await booking.getByRole('button', { name: '예약 취소' }).click()
    await page
      .getByRole('alertdialog', { name: '예약을 취소할까요?' })
      .getByRole('button', { name: '예약 취소' })
      .click()
    await expect(booking).toHaveCount(0)
    await page.goto('/')
    await expect(page.getByText(/다가오는 예약\s·\s2026.12.07/)).toBeVisible()
  })

  test('arrival check-in from outside the hospital is refused and changes nothing', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await app.setLocation('outside')
    await page.getByRole('button', { name: '도착확인' }).first().click()
    await expect(page.getByText('병원 안에서만 이용할 수 있습니다.')).toBeVisible()
    // How far away, and what to do.
    await expect(page.getByText(/병원에서 약 1\.0km 떨어져 있습니다/)).toBeVisible()
    await page.getByRole('button', { name: '확인', exact: true }).click()
    await expect(page.getByRole('button', { name: '도착확인' }).first()).toBeEnabled()
  })

  test('arrival check-in inside the hospital, then the waiting number', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await app.setLocation('inside')
    await page.getByRole('button', { name: '도착확인' }).first().click()
    // The answer says what to do now, with the waiting number one tap away.
    const done = page.getByRole('alertdialog', { name: '도착확인이 완료되었습니다' })
    await expect(done).toContainText('진료 장소: 본관 2층 내과계 외래')
    await done.getByRole('button', { name: '대기순번 보기' }).click()
    await expect(page).toHaveURL(/\/outpatient\/waiting\//)
    await expect(page.getByText(/번째 순서입니다|바로 다음 차례입니다|앞에 \d+명이 기다리고 있습니다/)).toBeVisible()
    await expect(page.getByRole('button', { name: '새로고침' })).toBeVisible()
  })

  test('a declined card says why and that nothing was charged; another card on the card page pays', async ({
    app,
    page,
  }) => {
    await app.open('/', 'outpatient')
    await app.tabMenu('외래', '진료비 수납')
    const pay = page.getByRole('button', { name: /원 결제하기$/ })
    await page.getByRole('radio', { name: /다른 카드로 결제/ }).check()
    await pay.click()
    await app.declineCardPayment('유효기간 경과')
    const dialog = page.getByRole('alertdialog', { name: '결제하지 못했습니다' })
    await expect(dialog).toContainText('카드 유효기간이 지나 승인되지 않았습니다.')
    await expect(dialog).toContainText('결제된 금액은 없습니다.')
    await dialog.getByRole('button', { name: '다른 카드로 결제' }).click()
    await app.approveCardPayment()
    await expect(page.getByRole('heading', { name: '진료비 수납이 완료되었습니다' })).toBeVisible()
  })

  test('pay what is due by card, then find it in the history', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await app.tabMenu('외래', '진료비 수납')
    const pay = page.getByRole('button', { name: /원 결제하기$/ })
    await expect(pay).toBeEnabled()
    const amount = (await pay.textContent())!.replace(' 결제하기', '')
    // The card page, not the registered hi-pass card (preselected).
    await page.getByRole('radio', { name: /다른 카드로 결제/ }).check()
    await pay.click()
    await app.approveCardPayment()
    // The completion: what was paid and the receipt; then the history from there.
    await expect(page.getByRole('heading', { name: '진료비 수납이 완료되었습니다' })).toBeVisible()
    await expect(page.getByText(amount, { exact: true }).first()).toBeVisible()
    await page.getByRole('link', { name: '수납내역 보기' }).click()
    await expect(page).toHaveURL(/\/outpatient\/payment\/history$/)
    await expect(
      page
        .getByRole('list', { name: '수납내역 목록' })
        .getByRole('button', { name: new RegExp(`2026\\.11\\.23.*${amount}`) }),
    ).toBeVisible()
    // Nothing is due any more.
    await app.tabMenu('외래', '진료비 수납')
    await expect(page.getByText('오늘 수납할 진료비가 없습니다.')).toBeVisible()
  })
})
