/**
 * A home that knows who is looking, as the personas see it on a phone in the demo:
 * the patient in hospital sees the stay first, the outpatient sees what to prepare on the card,
 * the patient with a checkup today sees the checkup first.
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

test('on her checkup day the checkup leads: by when and where, the desk hours, what to have done, the stations', async ({
  app,
  page,
}) => {
  // 최지은's checkup is on 14 Dec at 8 am; it is 7:30 that morning (no notice pop-up that week).
  await app.open('/checkup/appointment', 'checkup')
  await app.setClock('2026-12-14T07:30')
  await page.getByRole('link', { name: '홈', exact: true }).click()

  const day = page.getByRole('region', { name: '오늘은 건강검진 날입니다' })
  await expect(day).toContainText('종합검진 정밀 (위·대장내시경)')
  await expect(day).toContainText('오전 8:00까지 건강증진센터 (신관 2층)')
  await expect(day).toContainText('오전 8:20~11:30, 오후 1:30~4:30')
  await expect(day.getByRole('note')).toContainText('전날 저녁 9시 이후 금식')
  await expect(day).toContainText('아직 접수 전입니다')
  await expect(day.getByRole('list', { name: '검진 순서' }).getByRole('listitem').first()).toBeVisible()
  // The first thing under the greeting: above today's schedule.
  const dayTop = (await day.boundingBox())!.y
  const todayTop = (await page.getByRole('region', { name: '오늘의 일정' }).boundingBox())!.y
  expect(dayTop).toBeLessThan(todayTop)

  await day.getByRole('link', { name: '검진 순서 자세히 보기' }).click()
  await expect(page).toHaveURL(/\/checkup\/schedule\?receptionId=R202612140301$/)
  await expect(page.getByRole('list', { name: '검진 순서' })).toBeVisible()
  await page.getByRole('button', { name: '뒤로 가기' }).click()
  await expect(page.getByRole('region', { name: '오늘은 건강검진 날입니다' })).toBeVisible()
})

test('on another day the same patient’s home has no checkup card', async ({ app, page }) => {
  await app.open('/', 'checkup')
  await expect(page.getByRole('region', { name: '오늘의 일정' })).toBeVisible()
  await expect(page.getByRole('region', { name: '오늘은 건강검진 날입니다' })).toHaveCount(0)
})
