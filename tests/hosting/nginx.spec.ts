/**
 * The production build behind the real nginx, configured by deploy/nginx exactly as an operator
 * installs it (README "Hosting"), against the standalone mock API: the security headers and the
 * policy, caching, compression, deep links, the app working under the header's policy, and a new
 * version's service worker taking over at the next start of the app.
 */
import { readFileSync, rmSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type APIResponse, type Page } from 'playwright/test'
import { PolicyGuard, testUnderPolicy as test } from '../e2e/policy-guard'
import { signInAs } from '../e2e/offline/mock-api'
import { buildOf, HOSTING_MOCK_API, SERVED, type Version } from './hosting-setup'

/** The entry script of a version's page (its content hash names it). */
const entryOf = (version: Version) =>
  /src="(\/assets\/index-[^"]+\.js)"/.exec(readFileSync(join(buildOf(version), 'index.html'), 'utf8'))![1]!

/** The policy the version's page carries in its <meta>. */
const metaPolicyOf = (version: Version) =>
  /http-equiv="Content-Security-Policy" content="([^"]+)"/
    .exec(readFileSync(join(buildOf(version), 'index.html'), 'utf8'))![1]!
    .replaceAll('&#39;', "'")

function serve(version: Version) {
  rmSync(SERVED, { force: true })
  symlinkSync(buildOf(version), SERVED)
}

const directives = (policy: string) => policy.split('; ').sort()

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers()
  // The page's own policy, and what a <meta> cannot carry.
  expect(directives(headers['content-security-policy'] ?? '')).toEqual(
    directives(`${metaPolicyOf('a')}; frame-ancestors 'none'`),
  )
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('same-origin')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['permissions-policy']).toContain('geolocation=(self)')
  expect(headers['permissions-policy']).toContain('camera=()')
}

test.beforeEach(async ({ request }) => {
  serve('a')
  await request.post(`${HOSTING_MOCK_API}/__demo/reset`)
})

test('the page and every file carry the security headers, the policy being the page’s own', async ({ request }) => {
  const page = await request.get('/')
  expect(page.status()).toBe(200)
  expect(page.headers()['content-type']).toBe('text/html; charset=utf-8')
  expect(page.headers()['server']).toBe('nginx')
  expectSecurityHeaders(page)
  // The page's <meta> is the same policy, without what a <meta> cannot say.
  expect(await page.text()).toContain('http-equiv="Content-Security-Policy"')
  for (const path of [entryOf('a'), '/sw.js', '/favicon.svg', '/hospital/notice/notice']) {
    expectSecurityHeaders(await request.get(path))
  }
  // Even on an answer that is not a 200.
  expectSecurityHeaders(await request.get('/assets/index-missing.js'))
})

test('hashed files are kept for good and compressed; the page and the worker are asked again', async ({ request }) => {
  const entry = await request.get(entryOf('a'), { headers: { 'accept-encoding': 'gzip' } })
  expect(entry.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(entry.headers()['content-type']).toMatch(/^application\/javascript/)
  expect(entry.headers()['content-encoding']).toBe('gzip')
  expect(entry.headers()['vary']).toBe('Accept-Encoding')

  const worker = /assets\/pdf\.worker\.min-[^"`]+\.mjs/.exec(
    readFileSync(join(buildOf('a'), '.vite/manifest.json'), 'utf8'),
  )![0]
  const pdfWorker = await request.get(`/${worker}`)
  // A module worker must be JavaScript (Debian's mime.types has no .mjs).
  expect(pdfWorker.headers()['content-type']).toMatch(/^text\/javascript/)
  expect(pdfWorker.headers()['cache-control']).toContain('immutable')

  for (const path of ['/', '/index.html', '/sw.js', '/favicon.svg']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control'], path).toBe('no-cache')
  }
})

test('a deep link opens its screen; what is not the app is not served', async ({ page, request }) => {
  const deep = await request.get('/hospital/notice/notice')
  expect(deep.status()).toBe(200)
  expect(deep.headers()['content-type']).toBe('text/html; charset=utf-8')
  expect(await deep.text()).toContain(entryOf('a'))

  await page.goto('/hospital/notice/notice')
  await expect(page.getByRole('heading', { name: '공지사항', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: /본관 지하 주차장 공사에 따른 임시 주차 안내/ })).toBeVisible()

  // A hashed file that is not there is a 404, not the page (it would be run as a script).
  expect((await request.get('/assets/index-missing.js')).status()).toBe(404)
  // The build's bookkeeping and source maps stay on the server's disk.
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404)
  expect((await request.get(`${entryOf('a')}.map`)).status()).toBe(404)
})

test('a signed-in patient’s report PDF opens under the header’s policy (pdf.js and its worker)', async ({ page }) => {
  await signInAs(page, HOSTING_MOCK_API, 'checkup')
  await page.goto('/checkup/result/report')
  await page
    .getByRole('list', { name: '결과지 목록' })
    .getByRole('button', { name: /2026.10.12/ })
    .click()
  const sheet = page.getByRole('dialog', { name: /2026.10.12/ })
  await sheet.getByLabel('비밀번호 (생년월일 8자리)').fill('19751009')
  await sheet.getByRole('button', { name: '결과지 열기' }).click()
  await expect(page.getByRole('img', { name: /결과지 \d+쪽 중 1쪽/ })).toBeVisible()
  await page.getByText('결과지를 글로 읽기').click()
  await expect(page.locator('details dd').first()).toHaveText('최지은')
})

/** The page's entry script, and whether a service worker controls the page. */
const loaded = (page: Page) =>
  page.evaluate(() => ({
    entry: new URL(document.querySelector<HTMLScriptElement>('script[type="module"]')!.src).pathname,
    controlled: navigator.serviceWorker.controller !== null,
  }))

/** A screen's own chunk in a version's build. */
const chunkOf = (version: Version, screen: string) =>
  (JSON.parse(readFileSync(join(buildOf(version), '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>)[
    screen
  ]!.file

test('a new version takes over at the next start of the app, never under a running screen', async ({
  context,
  page,
  request,
}) => {
  const noticeDetail = 'src/features/hospital/screens/notice-detail/NoticeDetailScreen.tsx'
  expect(entryOf('a')).not.toBe(entryOf('b'))
  expect(chunkOf('a', noticeDetail)).not.toBe(chunkOf('b', noticeDetail))

  await page.goto('/hospital/notice/notice')
  // The app registers its worker after the page has loaded; it precaches version A.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.reload()
  expect(await loaded(page)).toEqual({ entry: entryOf('a'), controlled: true })

  // Version B is deployed while the app is open; the browser finds its worker and installs it.
  serve('b')
  const waiting = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null)
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update())
  await expect.poll(waiting).toBe('installed')

  // Not under the running screens: the app goes on as version A, a screen it had not opened yet
  // included, from its worker's cache (the server has only version B's files now).
  expect((await request.get(`/${chunkOf('a', noticeDetail)}`)).status()).toBe(404)
  await page.getByRole('link', { name: /본관 지하 주차장 공사에 따른 임시 주차 안내/ }).click()
  await expect(page.getByRole('heading', { name: '본관 지하 주차장 공사에 따른 임시 주차 안내' })).toBeVisible()
  expect(await loaded(page)).toEqual({ entry: entryOf('a'), controlled: true })
  expect(await waiting()).toBe('installed')

  // The next start of the app (its screens closed, then opened again): version B.
  await page.close()
  const next = await context.newPage()
  const guard = await PolicyGuard.watch(next)
  await next.goto('/hospital/notice/notice')
  expect(await loaded(next)).toEqual({ entry: entryOf('b'), controlled: true })
  await expect(next.getByRole('heading', { name: '공지사항', level: 1 })).toBeVisible()
  expect(guard.violations(), 'Content-Security-Policy violations').toEqual([])
})

test.describe('before the worker has cached anything (a first visit, a browser that keeps none)', () => {
  test.use({ serviceWorkers: 'block' })

  test('a deploy between two taps: the next screen opens in the new version, no error and no white page', async ({
    page,
    request,
  }) => {
    const noticeDetail = 'src/features/hospital/screens/notice-detail/NoticeDetailScreen.tsx'
    await page.goto('/hospital/notice/notice')
    const link = page.getByRole('link', { name: /본관 지하 주차장 공사에 따른 임시 주차 안내/ })
    await expect(link).toBeVisible()
    expect(await loaded(page)).toEqual({ entry: entryOf('a'), controlled: false })

    // Version B replaces A on the server while the page is open: A's chunks are gone.
    serve('b')
    expect((await request.get(`/${chunkOf('a', noticeDetail)}`)).status()).toBe(404)

    // The tap asks for A's screen, finds version B on the server and opens the screen there.
    await link.click()
    await expect(page.getByRole('heading', { name: '본관 지하 주차장 공사에 따른 임시 주차 안내' })).toBeVisible()
    expect(await loaded(page)).toEqual({ entry: entryOf('b'), controlled: false })
    await expect(page.getByText('화면을 불러오지 못했습니다')).toHaveCount(0)
    // Back returns to the list, in version B.
    await page.goBack()
    await expect(page.getByRole('heading', { name: '공지사항', level: 1 })).toBeVisible()
  })
})
