/**
 * Health checkups end to end, as the `checkup` persona (최지은) in the demo build: read a result
 * and its opinion, see the national checkup still waiting, cancel her booked checkup and book it
 * again (a day inside the three weeks cannot be chosen), and follow the day's plan. The report
 * PDF has its own file, checkup-report.spec.ts.
 */
import { expect, test } from './fixtures'

test.describe('checkup', () => {
  test('a result with its values and opinion; the recent national checkup says when it is ready', async ({
    app,
    page,
  }) => {
    await app.open('/', 'checkup')
    await app.tabMenu('건강검진', '검진 결과')
    const history = page.getByRole('list', { name: '검진 이력' })
    await expect(history.getByRole('link', { name: /2026.11.18/ })).toContainText('2026.12.02 (수)부터 볼 수 있습니다')

    await history.getByRole('link', { name: /2026.10.12/ }).click()
    await expect(page).toHaveURL(/\/checkup\/result\/CK2026101201\/SYNTHESIS$/)
    await expect(page.getByRole('heading', { level: 2, name: /종합검진 프리미엄/ })).toBeVisible()
    await expect(page.getByRole('region', { name: '기본 측정' }).getByText('124/78 mmHg')).toBeVisible()
    const opinions = page.getByRole('region', { name: '의사 소견' })
    await expect(opinions.getByText(/간수치\(AST 46, ALT 52\)가 기준보다 높고/)).toBeVisible()

    await app.open('/checkup/result/CK2026111801/NATION')
    await expect(page.getByText('2026.12.02 (수)부터 결과를 볼 수 있습니다.')).toBeVisible()
  })

  test('cancel the booked checkup and book it again, no earlier than three weeks on', async ({ app, page }) => {
    await app.open('/', 'checkup')
    await app.tabMenu('건강검진', '검진 예약')
    const mine = page.getByRole('region', { name: '나의 검진 예약' })
    const booked = mine.getByRole('article', { name: /2026.12.14 \(월\) 오전 8:00/ })
    await booked.getByRole('button', { name: '예약 취소' }).click()
    await page
      .getByRole('alertdialog', { name: '검진 예약을 취소할까요?' })
      .getByRole('button', { name: '예약 취소' })
      .click()
    await expect(mine.getByText('다가오는 검진 예약이 없습니다')).toBeVisible()

    const booking = page.getByRole('region', { name: '검진 예약하기' })
    await booking.getByRole('radio', { name: /종합검진 정밀 \(위·대장내시경\)/ }).click()
    const december = booking.getByRole('table', { name: '2026년 12월' })
    const early = december.getByRole('button', { name: /^2026년 12월 11일 금요일, 신청일로부터 3주 이내라 예약 불가/ })
    await expect(early).toHaveAttribute('aria-disabled', 'true')
    // Pressed, it says why and stays unchosen.
    await early.click({ force: true })
    await expect(booking.getByRole('status')).toContainText('2026.12.11 (금): 검진 준비')
    await expect(early).toHaveAttribute('aria-pressed', 'false')
    await december.getByRole('button', { name: /^2026년 12월 14일 월요일, 예약 가능/ }).click()
    await booking.getByRole('button', { name: '이 날짜로 예약하기' }).dblclick()
    await expect(mine.getByRole('article', { name: /2026.12.14 \(월\) 오전 8:00/ })).toHaveCount(1)

    await mine.getByRole('link', { name: '준비 일정 보기' }).click()
    await expect(page.getByRole('heading', { name: /검진 전날 · 2026.12.13/ })).toBeVisible()
    await expect(page.getByText('지금부터 금식입니다. 물, 커피, 껌, 사탕도 드시지 마세요.')).toBeVisible()
    await app.tabMenu('건강검진', '검진 당일 순서')
    await expect(page.getByRole('list', { name: '검진 순서' }).getByRole('listitem').first()).toContainText('오전 8:00')
  })
})
