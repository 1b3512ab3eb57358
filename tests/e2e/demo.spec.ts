/**
 * The demo's own promises, in the built demo: `?persona=` signs in on any address, and faults
 * set through the control API last for the tab as the panel's do.
 */
import { expect, test } from './fixtures'

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
