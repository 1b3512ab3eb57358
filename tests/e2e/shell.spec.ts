/**
 * The frame every screen lives in: home signed out and in, the patient card, the drawer, the
 * back behaviour of spec section 2 (browser back and the shell's hardware back alike), and the
 * invalid-token recovery of section 4.
 */
import { expect, test } from './fixtures'

test.describe('shell', () => {
  test('signed out, home asks to sign in and the button leads there', async ({ app, page }) => {
    await app.open('/', 'none')
    await expect(page.getByRole('heading', { name: '로그인하고 진료 예약과 기록을 확인하세요' })).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: '로그인', exact: true }).click()
    await expect(page).toHaveURL(/\/login\/auth$/)
  })

  test('a new device gets the first-run guide once, and the notice of the week at the next start', async ({
    app,
    page,
  }) => {
    await app.open('/', 'outpatient')
    await page.evaluate(() => {
      localStorage.setItem('isFirstRun', 'Y')
      localStorage.setItem('isOpenAppFirst', 'Y')
      localStorage.removeItem('hiddenNoticeUntil')
      sessionStorage.clear()
    })
    // The week's notices answered and the pop-up's code in: from then on its absence means something.
    const noticesAnswered = page.waitForResponse((response) => response.url().endsWith('/api/hospital/notice/main'))
    const dialogLoaded = page.waitForResponse((response) => /\/NoticeDialog-[\w-]+\.js$/.test(response.url()))
    await page.reload()
    const guide = page.getByRole('dialog', { name: '앱을 쓰기 전에 알려 드립니다' })
    await expect(guide).toBeVisible()
    await Promise.all([noticesAnswered, dialogLoaded])
    // The notice waits while the guide is read ...
    await expect(page.getByRole('dialog', { name: '공지사항' })).toBeHidden()
    await guide.getByRole('button', { name: '확인했습니다' }).click()
    await expect(guide).toBeHidden()
    // ... and after it, at this start, nothing more comes before home (one thing at a first launch).
    await expect(page.getByRole('heading', { name: '이서연님, 안녕하세요' })).toBeVisible()
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn))))
    await expect(page.getByRole('dialog', { name: '공지사항' })).toHaveCount(0)
    // The next start (the app opened again: a new page of the same phone): the notice, no guide.
    const next = await page.context().newPage()
    await next.goto('/')
    await expect(next.getByRole('dialog', { name: '공지사항' })).toBeVisible()
    await expect(next.getByRole('dialog', { name: '앱을 쓰기 전에 알려 드립니다' })).toHaveCount(0)
    await next.close()
  })

  test('the notice of the week, once closed, stays closed for the visit (back, another tab, an account switch)', async ({
    app,
    page,
  }) => {
    await app.open('/', 'outpatient', { keepNoticePopup: true })
    const notice = page.getByRole('dialog', { name: '공지사항' })
    await notice.getByRole('button', { name: '닫기' }).click()
    await expect(notice).toBeHidden()
    await app.tabMenu('병원안내', '공지사항')
    await expect(app.heading('공지사항')).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('heading', { name: '이서연님, 안녕하세요' })).toBeVisible()
    await expect(notice).toHaveCount(0)
    // The notice's dialog loads after the first paint: its absence proves something only once the
    // week's notices are answered and its code is in, and a frame has been drawn after both (it
    // opens in the frame it is rendered in).
    const noticesAnswered = page.waitForResponse((response) => response.url().endsWith('/api/hospital/notice/main'))
    const dialogLoaded = page.waitForResponse((response) => /\/NoticeDialog-[\w-]+\.js$/.test(response.url()))
    await page.reload()
    await expect(page.getByRole('heading', { name: '이서연님, 안녕하세요' })).toBeVisible()
    await Promise.all([noticesAnswered, dialogLoaded])
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn))))
    await expect(notice).toHaveCount(0)
  })

  test('the patient card shows the CODE128 barcode of the patient number', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await page.getByRole('button', { name: '모바일 진료카드' }).click()
    const card = page.getByRole('dialog', { name: '모바일 진료카드' })
    await expect(card.getByRole('img', { name: '환자번호 1 0 2 3 4 5 6 7 바코드' })).toBeVisible()
    await expect(card).toContainText('1023 4567')
    // The barcode is drawn: bars, not an empty picture.
    expect(await card.locator('svg[role="img"] rect').count()).toBeGreaterThan(20)
    await page.goBack()
    await expect(card).toBeHidden()
    await expect(page).toHaveURL(/\/$/)
  })

  test('the drawer opens from the header and the browser back closes it, staying on the screen', async ({
    app,
    page,
  }) => {
    await app.open('/', 'family')
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click()
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' })
    await expect(drawer.getByText('가족 계정 관리')).toBeVisible()
    await expect(drawer.getByText('2명')).toBeVisible()
    await page.goBack()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByText('정해진님, 안녕하세요')).toBeVisible()
  })

  test('hardware back on home asks before leaving the app', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await page.getByRole('button', { name: '모바일 진료카드' }).click()
    await expect(page.getByRole('dialog', { name: '모바일 진료카드' })).toBeVisible()
    // An open dialog closes first ...
    await app.hardwareBack()
    await expect(page.getByRole('dialog', { name: '모바일 진료카드' })).toBeHidden()
    // ... then home asks whether to leave.
    await app.hardwareBack()
    await expect(page.getByRole('alertdialog', { name: '앱을 종료할까요?' })).toBeVisible()
    await page.getByRole('button', { name: '취소' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('the browser back on home asks before leaving the app, too', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await expect(page.getByText('님, 안녕하세요')).toBeVisible()
    await page.goBack()
    await expect(page.getByRole('alertdialog', { name: '앱을 종료할까요?' })).toBeVisible()
    await page.getByRole('button', { name: '취소' }).click()
    await expect(page.getByRole('alertdialog')).toBeHidden()
    await expect(page).toHaveURL(/\/$/)
    // Asked again on the next back: staying put the guard back in place.
    await page.goBack()
    await expect(page.getByRole('alertdialog', { name: '앱을 종료할까요?' })).toBeVisible()
  })

  test('back from the notice list goes home, as the spec lists', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await app.tabMenu('병원안내', '진료과/의료진')
    await expect(page).toHaveURL(/\/department$/)
    await app.tabMenu('병원안내', '공지사항')
    await expect(app.heading('공지사항')).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
    await app.tabMenu('병원안내', '공지사항')
    await expect(app.heading('공지사항')).toBeVisible()
    // The presenter's way: the demo panel's hardware back button.
    await app.panel(async (panel) => panel.getByRole('button', { name: '하드웨어 뒤로' }).click())
    await expect(page).toHaveURL(/\/$/)
  })

  test('the tab menu closes after navigating (the open-main-tab flag resets)', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await app.tabMenu('병원안내', '진료과/의료진')
    await expect(page).toHaveURL(/\/department$/)
    await expect(page.getByRole('region', { name: '병원안내 메뉴' })).toBeHidden()
  })

  test('a session lost while a tab menu is open lands on the identity verification with the menu closed', async ({
    app,
    page,
  }) => {
    await app.open('/', 'outpatient')
    // The bookings answer late with a refusal, the token check calls the token invalid, and
    // signing in again is refused (the user is gone): the app signs out.
    await app.fault('listClinicAppointments', { status: 403, latencyMs: 4000 })
    await app.fault('checkToken', { status: 403 })
    await app.fault('signInByUserId', { status: 404 })
    await app.tabMenu('외래', '예약조회')
    await expect(page).toHaveURL(/\/inquiry\/clinic$/)
    await expect(app.heading('예약조회')).toBeVisible()
    // While the bookings are still on their way, the patient opens the menu again.
    await page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: '외래' }).click()
    await expect(page.getByRole('region', { name: '외래 메뉴' })).toBeVisible()
    // A refused renewal ends in identity verification again, the menu closed.
    await expect(page).toHaveURL(/\/login\/auth$/)
    await expect(page.getByRole('region', { name: '외래 메뉴' })).toBeHidden()
    await expect(page.getByRole('button', { name: '휴대폰 본인인증으로 로그인' })).toBeVisible()
    // Told so, not signed out silently.
    await expect(app.dialog('로그인 정보가 만료되어 로그아웃되었습니다')).toBeVisible()
  })

  test('a menu closed on a screen whose back goes home leaves the patient on that screen', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await app.tabMenu('외래', '예약조회')
    await expect(app.heading('예약조회')).toBeVisible()
    const tab = page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: '외래' })
    const menu = page.getByRole('region', { name: '외래 메뉴' })
    // Closed by the browser's back: the back closes the menu, the bookings stay.
    await tab.click()
    await expect(menu).toBeVisible()
    await page.goBack()
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL(/\/inquiry\/clinic$/)
    // Closed by its tab: the menu's history entry goes by itself, and the bookings stay too.
    await tab.click()
    await expect(menu).toBeVisible()
    await tab.click()
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL(/\/inquiry\/clinic$/)
    await expect(app.heading('예약조회')).toBeVisible()
    // The next back is the screen's own: home, as the spec lists for the bookings.
    await page.goBack()
    await expect(page).toHaveURL(/\/$/)
  })

  test('a bad token signs in again with the kept refresh token (user id and device) and carries on', async ({
    app,
    page,
  }) => {
    await app.open('/', 'outpatient')
    await expect(page.getByText('이서연님, 안녕하세요')).toBeVisible()
    await page.evaluate(() => localStorage.setItem('access-token', 'expired-token'))
    await page.reload()
    await expect(page.getByText('이서연님, 안녕하세요')).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).not.toBe('expired-token')
  })

  test('a shake opens the patient card while shake is on, and not once it is turned off', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    const card = page.getByRole('dialog', { name: '모바일 진료카드' })
    expect(await app.shake()).toEqual({ vibrated: true })
    await expect(card).toBeVisible()
    await card.getByRole('switch', { name: '흔들어서 열기' }).click()
    await expect(card.getByText('흔들어도 진료카드가 열리지 않습니다.')).toBeVisible()
    await app.hardwareBack()
    await expect(card).toBeHidden()
    // Turned off: the shake is not answered, and the card stays closed.
    expect(await app.shake()).toEqual({ vibrated: false })
    await expect(card).toBeHidden()
  })

  test('a newcomer without a patient number gets no card from a shake', async ({ app, page }) => {
    await app.open('/', 'newcomer')
    expect(await app.shake()).toEqual({ vibrated: false })
    await expect(page.getByRole('dialog', { name: '모바일 진료카드' })).toBeHidden()
    await expect(page.getByRole('link', { name: '환자번호 등록하기' })).toBeVisible()
  })
})
