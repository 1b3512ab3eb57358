/**
 * Links in a notice's body: a screen of the app opens through the app, the
 * hospital's web site in the phone's browser through the shell, and a link that would leave the
 * app inside its WebView (or call another operation with the patient's token) goes nowhere.
 */
import { expect, test } from './fixtures'

const NOTICE_1042 = '/hospital/notice/noticeDetail?uid=1042'
const NOTICE_1039 = '/hospital/notice/noticeDetail?uid=1039'

test.beforeEach(async ({ context }) => {
  // The demo's shell opens outside pages as a new window: nothing leaves the test machine.
  await context.route(/^https?:\/\/(www\.hanbit-hospital\.kr|evil\.example)\//, (route) => route.abort())
})

test('a notice’s link to the web site opens outside, one to a screen opens it in the app', async ({ app, page }) => {
  await app.open(NOTICE_1042, 'outpatient')
  const article = page.getByRole('article', { name: '2026-2027 독감 예방접종 안내' })
  await expect(article.getByRole('link', { name: '02-2290-8000' })).toHaveAttribute('href', 'tel:02-2290-8000')

  await article.getByRole('link', { name: '병원 누리집' }).click()
  // Asked first, with the site's address: the link's words are the notice writer's.
  const question = page.getByRole('alertdialog', { name: '병원 누리집 페이지는 앱 밖에서 열립니다' })
  await expect(question).toContainText('www.hanbit-hospital.kr')
  await question.getByRole('button', { name: '열기' }).click()
  // The panel's log, newest first, each line after its time.
  expect((await app.nativeCalls())[0]).toMatch(/ openExternal\(https:\/\/www\.hanbit-hospital\.kr\/notice\/flu\)$/)
  // The app stays where it was: the site never loaded in its WebView.
  await expect(page).toHaveURL(new RegExp(`${NOTICE_1042.replace('?', '\\?')}$`))

  await article.getByRole('link', { name: '앱에서 진료 예약하기' }).click()
  await expect(page).toHaveURL(/\/outpatient\/appointment\/step1$/)
  await expect(page.getByRole('heading', { level: 1, name: '진료예약' })).toBeVisible()
  // Back returns to the notice, as any move inside the app.
  await page.getByRole('button', { name: '뒤로 가기' }).click()
  await expect(page).toHaveURL(new RegExp(`${NOTICE_1042.replace('?', '\\?')}$`))
})

test('a screen that needs sign-in asks for it first (the route guard), as any link in the app', async ({
  app,
  page,
}) => {
  await app.open(NOTICE_1042, 'none')
  await page
    .getByRole('article', { name: '2026-2027 독감 예방접종 안내' })
    .getByRole('link', { name: '앱에서 진료 예약하기' })
    .click()
  await expect(page).toHaveURL(/\/login\/auth$/)
})

test.describe('notice 1039', () => {
  // Its hostile image's onerror handler is refused by the policy while DOMPurify parses the
  // notice, before it removes it: the one report this notice always makes (policy-guard.ts).
  test.use({ expectedPolicyBlocks: /script-src-attr: inline|inline event handler/ })

  test('hostile links in a notice go nowhere and call nothing', async ({ app, page }) => {
    await app.open(NOTICE_1039, 'outpatient')
    const article = page.getByRole('article', { name: '모바일 앱 새 버전 안내' })
    await expect(article).toBeVisible()
    // What the page asks for from here on: nothing of what the links point at.
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    for (const text of ['업데이트 하러 가기', '새 버전 받기', '설치 안내', '설명서', '검사결과']) {
      await article.getByText(text, { exact: true }).click()
    }
    await expect(page).toHaveURL(new RegExp(`${NOTICE_1039.replace('?', '\\?')}$`))
    await expect(article).toBeVisible()
    expect(requests.filter((url) => /evil\.example|updatePatient|test-result|^data:/.test(url))).toEqual([])
    expect((await app.nativeCalls()).filter((call) => call.startsWith('openExternal('))).toEqual([])
  })
})
