/**
 * The demo's own promises, in the built demo: `?persona=` signs in on any address, and faults
 * set through the control API last for the tab as the panel's do.
 */
import { DemoApp, expect, test } from './fixtures'

test.describe('the demo', () => {
  for (const [path, child, heading] of [
    ['/outpatient/payment', /\/outpatient\/payment\/default$/, '진료비 수납'],
    ['/outpatient/appointment/inquiry', /\/outpatient\/appointment\/inquiry\/clinic$/, '예약조회'],
  ] as const) {
    test(`?persona= signs in on ${path}, a route that redirects to a child`, async ({ app, page }) => {
      await app.open(path, 'outpatient')
      await expect(page).toHaveURL(child)
      await expect(app.heading(heading)).toBeVisible()
      await expect(page).not.toHaveURL(/persona=/)
      await expect(page.getByRole('heading', { name: '휴대폰 본인인증으로 로그인하세요' })).toBeHidden()
    })
  }

  test('a fault set through the control API outlives a reload, as one set in the panel does', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await app.fault('listTelephones', { status: 503 })
    await page.reload()
    await expect(page.getByRole('button', { name: '데모 설정 열기' })).toBeVisible()
    const after = await page.evaluate(async () => {
      const faults = (await (await fetch('/__demo/faults')).json()) as Array<{ operationId: string }>
      const call = await fetch('/api/hospital/telephone')
      return { faults: faults.map((f) => f.operationId), status: call.status }
    })
    expect(after).toEqual({ faults: ['listTelephones'], status: 503 })
  })

  // What app.open() relies on: the demo panel shows only in the page that stays. A page the
  // installed worker does not serve (a hard reload; a busy browser that could not start the worker
  // for the navigation) is reloaded before the demo starts (mocks/browser.ts).
  test('a page the sandbox worker does not serve is loaded again before the demo starts in it', async ({
    app,
    page,
  }) => {
    await app.open('/hospital/facility/telephone', 'outpatient')
    // A second tab keeps the worker installed (the mock library removes it with its last tab).
    const otherTab = new DemoApp(await page.context().newPage())
    await otherTab.open('/hospital/facility/telephone')
    // Notes a demo that started in a page the worker does not serve (it would be reloaded away).
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.getElementById('demo-root') && !navigator.serviceWorker.controller)
          sessionStorage.setItem('demo-without-worker', 'yes')
      }).observe(document, { childList: true, subtree: true })
    })
    let loads = 0
    page.on('load', () => (loads += 1))
    // The next page is one the worker does not serve (as after a hard reload, or when a busy
    // browser could not start the worker in time): what the page sees of it is its controller.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('left-out-once')) return
      sessionStorage.setItem('left-out-once', 'yes')
      Object.defineProperty(navigator.serviceWorker, 'controller', { get: () => null })
    })
    await page.reload({ waitUntil: 'commit' })
    await expect(page.getByRole('button', { name: '데모 설정 열기' })).toBeVisible()
    await expect(page.getByRole('heading', { name: '전화번호 안내' })).toBeVisible()
    expect(
      await page.evaluate(() => ({
        served: navigator.serviceWorker.controller !== null,
        demoWithoutWorker: sessionStorage.getItem('demo-without-worker'),
      })),
    ).toEqual({ served: true, demoWithoutWorker: null })
    expect(loads, 'the page left out, then the one the worker serves').toBeGreaterThanOrEqual(2)
  })

  test('a method a path does not have answers 405 with Allow in the demo too', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/common/carInfo', { method: 'PATCH' })
      return { status: response.status, allow: response.headers.get('Allow'), body: (await response.json()) as object }
    })
    expect(answer).toMatchObject({ status: 405, allow: 'GET, PUT', body: { code: 'METHOD_NOT_ALLOWED' } })
  })

  test('a fault cleared through the control API stays cleared after a reload', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    await app.fault('listTelephones', { status: 503 })
    await page.evaluate(() => fetch('/__demo/faults/listTelephones', { method: 'DELETE' }))
    await page.reload()
    await expect(page.getByRole('button', { name: '데모 설정 열기' })).toBeVisible()
    const status = await page.evaluate(async () => (await fetch('/api/hospital/telephone')).status)
    expect(status).toBe(200)
  })
})
