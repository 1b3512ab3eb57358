/**
 * A home that knows who is looking (issue 24 §1), as the personas see it on a phone in the demo:
 * the patient in hospital sees the stay first, the outpatient sees what to prepare on the card.
 */
import { expect, test } from './fixtures'

test.use({ viewport: { width: 360, height: 740 } })

test('in hospital with surgery today: the stay leads, fasting is said once, one tap to the surgery', async ({
  app,
  page,
}) => {
  await app.open('/', 'inpatient')
  const stay = page.getByRole('region', { name: '입원 중입니다' })
  await expect(stay).toContainText('7병동 712호')
  await expect(stay.getByRole('note')).toContainText('오늘은 금식입니다')
  await expect(stay).toContainText('복강경 담낭절제술')
  // The stay is the first thing under the greeting: above today's schedule and the shortcuts.
  const stayTop = (await stay.boundingBox())!.y
  const todayTop = (await page.getByRole('region', { name: '오늘의 일정' }).boundingBox())!.y
  expect(stayTop).toBeLessThan(todayTop)
  await expect(
    page.getByRole('region', { name: '바로가기' }).getByRole('link', { name: '진료비 하이패스' }),
  ).toHaveCount(0)

  await stay.getByRole('link', { name: '수술현황 보기' }).click()
  await expect(page).toHaveURL(/\/inpatient\/operation\/current\/default$/)
  await page.getByRole('button', { name: '뒤로 가기' }).click()
  await expect(page.getByRole('region', { name: '입원 중입니다' })).toBeVisible()
})

test('an outpatient’s blood draw says to fast, on home’s schedule card', async ({ app, page }) => {
  await app.open('/', 'outpatient')
  const today = page.getByRole('region', { name: '오늘의 일정' })
  await expect(today.getByRole('listitem').filter({ hasText: '채혈 (혈액검사)' })).toContainText(
    '준비 사항 검사 전 8시간 금식',
  )
  await expect(page.getByRole('region', { name: '입원 중입니다' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: '바로가기' }).getByRole('link', { name: '진료예약' })).toBeVisible()
})
