/**
 * Hospital information end to end, in the demo build: register a car for parking (a bad plate
 * is refused on the phone and never sent), the hospital guide's pages, the floor guide floor by
 * floor, the way to come with the map app through the shell, the privacy policy from the drawer,
 * every entry of the info tab's menu opening a working screen (never 'service not ready'), and
 * the guides and tables at 360 px with the large font (no sideways scroll).
 */
import type { Page } from 'playwright/test'
import { expect, test, type DemoApp } from './fixtures'

/** Pages outside the app must not be fetched from the test machine (no network). */
async function keepExternalPagesOut(page: Page): Promise<void> {
  await page
    .context()
    .route(
      /^https:\/\/(funeral\.hanbit-hospital\.kr|claim\.hanbit-hospital\.kr|map\.kakao\.com|map\.naver\.com)\//,
      (route) => route.abort(),
    )
}

/** The native calls the simulated shell logged, newest first (the demo panel's record). */
async function nativeCalls(app: DemoApp): Promise<string[]> {
  let calls: string[] = []
  await app.panel(async (panel) => {
    calls = await panel.getByRole('list', { name: '네이티브 호출 기록' }).getByRole('listitem').allTextContents()
  })
  await app.page.keyboard.press('Escape')
  await expect(app.page.getByRole('dialog', { name: '데모 설정' })).toBeHidden()
  return calls
}

/**
 * What sticks out sideways: the page wider than the screen, or anything in it (a table, the
 * floor picture, a row of chips) reaching past the right edge or scrolling inside itself.
 */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const found: string[] = []
    if (document.documentElement.scrollWidth > width) found.push(`page ${document.documentElement.scrollWidth}px`)
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      // A tab strip scrolls sideways on purpose (LinkTabs): its tabs may lie beyond the edge.
      if (element.closest('[data-scrolls-sideways]')) continue
      const box = element.getBoundingClientRect()
      if (box.width <= 1 || box.height <= 1) continue
      const name = `${element.tagName.toLowerCase()}.${String(element.className)} "${(element.textContent ?? '').slice(0, 20)}"`
      if (box.right > width + 0.5) found.push(`${name} reaches ${Math.round(box.right)}px`)
      const scrolls = /auto|scroll/.test(getComputedStyle(element).overflowX)
      if (scrolls && element.scrollWidth > element.clientWidth + 1) found.push(`${name} scrolls sideways`)
    }
    return found
  })
}

/** Opens (or closes) the info tab's menu, whatever state it is in. */
async function infoMenu(page: Page, open: boolean) {
  const tab = page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('button', { name: '병원안내' })
  if ((await tab.getAttribute('aria-expanded')) !== String(open)) await tab.click()
  await expect(tab).toHaveAttribute('aria-expanded', String(open))
  return page.getByRole('region', { name: '병원안내 메뉴' })
}

test.describe('hospital information', () => {
  test('register a car: a bad plate shows the message and sends nothing; a good one stays after a reload', async ({
    app,
    page,
  }) => {
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/common/carInfo') {
        sent.push(request.postData() ?? '')
      }
    })

    await app.open('/', 'outpatient')
    await app.tabMenu('외래', '주차 차량등록')
    const cars = page.getByRole('list', { name: '등록한 차량 목록' })
    await expect(cars).toContainText('12가3456')
    await expect(page.getByText('외래 진료 기준으로 8시간 무료입니다.')).toBeVisible()

    await page.getByRole('button', { name: '차량 등록하기' }).click()
    const field = page.getByRole('textbox', { name: '차량번호' })
    await field.fill('12갸3456')
    await page.getByRole('button', { name: '등록하기', exact: true }).click()
    await expect(page.getByText(/차량번호의 한글을 다시 확인해 주세요/)).toBeVisible()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await field.fill('12Q3456')
    await page.getByRole('button', { name: '등록하기', exact: true }).click()
    await expect(page.getByText(/차량번호 형식이 맞지 않습니다/)).toBeVisible()
    expect(sent, 'a refused plate is never sent').toEqual([])

    // A regional plate typed with spaces: sent once, without them.
    await field.fill('서울 34 바 5678')
    await page.getByRole('button', { name: '등록하기', exact: true }).dblclick()
    await expect(page.getByText('서울34바5678 차량을 등록했습니다.')).toBeVisible()
    await expect(cars).toContainText('서울34바5678')
    expect(sent.map((body) => JSON.parse(body) as unknown)).toEqual([{ colNum: 2, carNumber: '서울34바5678' }])

    await page.reload()
    await expect(page.getByRole('button', { name: '데모 설정 열기' })).toBeVisible()
    await expect(cars).toContainText('12가3456')
    await expect(cars).toContainText('서울34바5678')
  })

  test('way to come: the address from the hospital, the map app through the shell', async ({ app, page }) => {
    await keepExternalPagesOut(page)
    await app.open('/', 'none')
    await page.getByRole('link', { name: '오시는 길 · 주차 안내' }).click()
    await expect(app.heading('오시는 길')).toBeVisible()
    const location = page.getByRole('region', { name: '병원 위치' })
    await expect(location).toContainText('서울특별시 성동구 왕십리로 222')
    await expect(location).toContainText('앱 밖에서 열립니다')
    await location.getByRole('button', { name: '카카오맵에서 길찾기' }).click()
    expect((await nativeCalls(app))[0]).toContain('openMap(kakao, 한빛대학교병원, 37.5612,127.0379)')
  })

  test('the hospital guide: the first visit step by step, then copies and proxy prescription by their tabs', async ({
    app,
    page,
  }) => {
    await app.open('/', 'none')
    await app.tabMenu('병원안내', '이용안내')
    await expect(page).toHaveURL(/\/hospital\/guide\/outpatient$/)
    const tabs = page.getByRole('navigation', { name: '이용안내 메뉴' })
    await expect(tabs.getByRole('link', { name: '외래 이용' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { name: '처음 오시는 분 (초진)' })).toBeVisible()
    const steps = page.getByRole('heading', { name: '처음 오시는 분 (초진)' }).locator('xpath=following-sibling::ol[1]')
    await expect(steps.getByRole('listitem')).toHaveCount(9)
    await expect(steps.getByRole('listitem').first()).toContainText('예약하기')
    await expect(page.getByRole('row', { name: /금/ }).first()).toContainText('휴진')

    // The page's own contents: a jump to a section.
    await page.getByRole('navigation', { name: '이 페이지의 내용' }).getByRole('link', { name: '준비물' }).click()
    await expect(page.getByRole('heading', { level: 2, name: '준비물' })).toBeFocused()

    await tabs.getByRole('link', { name: '서류 발급' }).click()
    await expect(page).toHaveURL(/\/hospital\/guide\/copy\/issue$/)
    await expect(page.getByRole('heading', { name: '누가 신청할 수 있나요' })).toBeVisible()
    await expect(page.getByRole('row', { name: /일반진단서/ })).toContainText('20,000원')
    await expect(page.getByRole('link', { name: '02-2290-8117' }).first()).toHaveAttribute('href', 'tel:0222908117')

    await tabs.getByRole('link', { name: '대리처방' }).click()
    await expect(page).toHaveURL(/\/hospital\/guide\/prescription\/proxy$/)
    await expect(page.getByRole('heading', { name: '대신 오실 수 있는 분' })).toBeVisible()
    await expect(tabs.getByRole('link', { name: '대리처방' })).toHaveAttribute('aria-current', 'page')
  })

  test('the floor guide: floors switch (kept in the address), a department found on its floor', async ({
    app,
    page,
  }) => {
    await app.open('/', 'none')
    await app.tabMenu('병원안내', '층별 안내')
    await expect(page).toHaveURL(/\/hospital\/facility\/layout$/)
    const floors = page.getByRole('group', { name: '층 선택' })
    await expect(floors.getByRole('button', { name: '1층', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('img', { name: /^1층 배치도 그림/ })).toBeVisible()
    await expect(page.getByRole('region', { name: '본관 1층' })).toContainText('원내 약국')

    await floors.getByRole('button', { name: '2층', exact: true }).click()
    await expect(page).toHaveURL(/\?floor=2F$/)
    await expect(floors.getByRole('button', { name: '2층', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('heading', { level: 2, name: '2층 배치도' })).toBeVisible()
    await expect(page.getByRole('img', { name: /^2층 배치도 그림/ })).toBeVisible()
    await expect(page.getByRole('region', { name: '본관 2층' })).toContainText('순환기내과')

    // The floor stays over a reload (a patient who shares or reopens the page).
    await page.reload()
    await expect(page.getByRole('heading', { level: 2, name: '2층 배치도' })).toBeVisible()

    await floors.getByRole('button', { name: '지하 1층', exact: true }).click()
    await expect(page.getByRole('region', { name: '신관 지하 1층' })).toContainText('재활센터')

    await page.getByText('진료과 위치 찾기').click()
    await page
      .getByRole('list', { name: '진료과별 위치' })
      .getByRole('button', { name: /^안과 신관 3층/ })
      .click()
    await expect(page.getByRole('heading', { level: 2, name: '3층 배치도' })).toBeFocused()
    await expect(floors.getByRole('button', { name: '3층', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(
      page.getByRole('region', { name: '신관 3층' }).getByRole('listitem').filter({ hasText: '찾는 곳' }),
    ).toContainText('안과 외래')
  })

  test("privacy policy from the drawer, signed out: the hospital's text with its sections", async ({ app, page }) => {
    await app.open('/', 'none')
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click()
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' })
    await drawer.getByRole('button', { name: '개인정보 처리방침' }).click()
    await expect(drawer).toBeHidden()
    await expect(page).toHaveURL(/\/common\/guidance\/privacyPolicy$/)
    await expect(app.heading('개인정보 처리방침')).toBeVisible()
    await expect(page.getByText(/^버전 \d+(\.\d+)* · \d{4}\.\d{2}\.\d{2}부터 적용$/)).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: '1. 개인정보의 처리 목적' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: '10. 개인정보 보호책임자' })).toBeVisible()
    await expect(page.getByText('필수: 이름, 생년월일, 성별, 휴대폰 번호, 연계정보(CI), 환자번호')).toBeVisible()
  })

  test('every info tab menu entry opens a working screen, never "service not ready"', async ({ app, page }) => {
    test.setTimeout(120_000)
    await keepExternalPagesOut(page)
    await app.open('/', 'outpatient')

    // The entries as the app lists them (TAB_MENUS.info, rendered by the tab menu).
    const menu = await infoMenu(page, true)
    await expect(menu.getByRole('link').first()).toBeVisible()
    const screens = await menu
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => ({ name: link.textContent ?? '', path: link.getAttribute('href') ?? '' })),
      )
    const outside = await menu
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.querySelector('span')?.textContent ?? ''))
    expect(screens.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['진료과/의료진', '공지사항', '이용안내', '오시는 길', '층별 안내', '전화번호 안내']),
    )
    expect(outside).toEqual(['장례식장', '실손보험 청구'])
    await infoMenu(page, false)

    for (const entry of screens) {
      await test.step(`${entry.name} (${entry.path})`, async () => {
        await app.tabMenu('병원안내', entry.name)
        await expect(page).toHaveURL(new RegExp(`${entry.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?|$)`))
        const main = page.getByRole('main')
        // The screen's own content: a heading, a list, a table, a form, a picture, an alert ...
        await expect(
          main.locator(':is(h2, h3, ul, ol, table, form, nav, [role=alert], [role=search], svg[role=img])').first(),
          entry.name,
        ).toBeVisible()
        await expect(page.getByText('서비스 준비 중입니다.'), `${entry.name} is built`).toHaveCount(0)
      })
    }

    // The entries that leave the app say so first; the shell opens them only when the patient agrees.
    for (const [index, name] of outside.entries()) {
      await test.step(`${name} (outside the app)`, async () => {
        const entry = (await infoMenu(page, true)).getByRole('button', { name: new RegExp(`^${name}`) })
        await expect(entry).toContainText('앱 밖')
        await entry.click()
        const question = page.getByRole('alertdialog', { name: `${name} 페이지는 앱 밖에서 열립니다` })
        await expect(question).toBeVisible()
        await question.getByRole('button', { name: index === 0 ? '취소' : '열기' }).click()
        await expect(question).toBeHidden()
      })
    }
    await infoMenu(page, false)
    const calls = (await nativeCalls(app)).filter((call) => call.includes('openExternal('))
    expect(calls).toHaveLength(1)
    expect(calls[0]).toContain('https://claim.hanbit-hospital.kr')
  })

  test('at 360 px with the large font, the floor guide, the guides and the tables never scroll sideways', async ({
    app,
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 360, height: 780 })
    await app.open('/', 'outpatient')
    await page.getByRole('button', { name: '전체 메뉴 열기' }).click()
    const drawer = page.getByRole('dialog', { name: '전체 메뉴' })
    await drawer.getByRole('switch', { name: '큰 글씨' }).click()
    await expect(drawer.getByRole('switch', { name: '큰 글씨' })).toBeChecked()
    // The next page is a new document: the drawer is left open rather than closed first (its
    // closing takes its history entry back, a traversal that could land after the next page.goto
    // and undo it: "Execution context was destroyed").

    const pages: [path: string, shows: RegExp][] = [
      ['/hospital/facility/layout', /1층 배치도/],
      ['/hospital/facility/layout?floor=B1', /지하 1층 배치도/],
      ['/hospital/facility/layout?floor=2F', /2층 배치도/],
      ['/hospital/facility/layout?floor=3F', /3층 배치도/],
      ['/hospital/facility/layout?floor=4F', /4층 배치도/],
      ['/hospital/facility/parking', /무료 주차 시간/],
      ['/common/guidance/parkingInfo', /등록한 차량/],
      ['/hospital/facility/convenient', /먹을 곳/],
      ['/hospital/facility/telephone', /^원무$/],
      ['/hospital/facility/waytogo', /병원 위치/],
      ['/hospital/guide/outpatient', /진료 시간/],
      ['/hospital/guide/copy/issue', /발급 수수료/],
      ['/hospital/guide/prescription/proxy', /가져오실 서류/],
      ['/common/guidance/privacyPolicy', /개인정보의 처리 목적/],
    ]
    for (const [path, shows] of pages) {
      await test.step(path, async () => {
        await app.open(path)
        await expect(page.getByRole('main').getByRole('heading', { name: shows }).first()).toBeVisible()
        expect(
          await page.evaluate(() => getComputedStyle(document.documentElement).fontSize),
          'the large font is on',
        ).toBe('18.08px')
        expect(await sidewaysOverflow(page), path).toEqual([])
      })
    }
  })
})
