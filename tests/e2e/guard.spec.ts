/**
 * The navigation guard (spec section 4), one test per rule, in the built demo: what a patient
 * sees when a tap leads somewhere they may not go yet.
 */
import { expect, test } from './fixtures'

test.describe('navigation guard', () => {
  test('rule 1: the sign-in screen while signed in is cancelled', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await expect(page.getByText('이서연님, 안녕하세요')).toBeVisible()
    await page.evaluate(() => {
      window.history.pushState(null, '', '/login/auth')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect(page).toHaveURL(/\/$/)
    await expect(app.heading('한빛대학교병원')).toBeVisible()
  })

  test('rule 2: a public screen opens for a signed-out visitor', async ({ app, page }) => {
    await app.open('/', 'none')
    await app.tabMenu('병원안내', '진료과/의료진')
    await expect(page).toHaveURL(/\/department$/)
    await expect(app.heading('진료과/의료진')).toBeVisible()
  })

  test('rule 3: without a patient number, the register-patient dialog opens and nothing moves', async ({
    app,
    page,
  }) => {
    await app.open('/', 'newcomer')
    await app.tabMenu('외래', '예약조회')
    const dialog = page.getByRole('alertdialog', { name: '환자번호 등록' })
    await expect(dialog).toContainText('환자번호를 등록해야 이용할 수 있습니다')
    await expect(page).toHaveURL(/\/$/)
    await dialog.getByRole('button', { name: '등록' }).click()
    await expect(page).toHaveURL(/\/account\/register\/patient$/)
  })

  test('rule 4: an inpatient screen for someone not in hospital shows the info dialog', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await app.tabMenu('입원', '입원 일정')
    await expect(app.dialog('입원 중인 환자만 이용할 수 있는 서비스입니다.')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
  })

  test('rule 4: an inpatient in hospital goes through', async ({ app, page }) => {
    await app.open('/', 'inpatient')
    await app.tabMenu('입원', '입원 일정')
    await expect(page).toHaveURL(/\/inpatient\/operation\/schedule$/)
    await expect(app.heading('입원 일정')).toBeVisible()
  })

  test('rule 5: a signed-in screen sends a signed-out visitor to sign in', async ({ app, page }) => {
    await app.open('/', 'none')
    await app.tabMenu('외래', '예약조회')
    await expect(page).toHaveURL(/\/login\/auth$/)
    await expect(app.heading('로그인')).toBeVisible()
  })

  test('a deep link opened signed out lands on sign-in, not on a blank page', async ({ app, page }) => {
    await app.open('/outpatient/payment/history', 'none')
    await expect(page).toHaveURL(/\/login\/auth$/)
  })

  test('an unknown address shows a way home, never a white screen', async ({ app, page }) => {
    await app.open('/no/such/screen', 'outpatient')
    await expect(page.getByRole('main').getByRole('link', { name: '홈으로' })).toBeVisible()
  })
})
