/**
 * One failure, said once: a screen whose list fails shows its own error in the page,
 * in its own words, with a retry, and no dialog on top of it, even when every call fails (the
 * presenter's "모든 호출: 500 오류", a hospital system that is down).
 */
import { expect, test } from './fixtures'

// The app's clock: its retries and late calls run at once (app.letTimePass), not in real time.
test.use({ newDevice: true })

test('the results with every call failing: one error in the page, no dialog on top', async ({ app, page }) => {
  await page.clock.install()
  await app.open('/', 'outpatient')
  await expect(page.getByRole('heading', { name: /님, 안녕하세요/ })).toBeVisible()
  await app.fault('*', { status: 500 })
  await page.getByRole('link', { name: '검사결과' }).click()
  await expect(page.getByRole('heading', { level: 1, name: '검사결과' })).toBeVisible()
  const inline = page.getByRole('main').getByRole('alert')
  await expect(inline).toBeVisible()
  await expect(inline.getByRole('button', { name: '다시 시도' })).toBeVisible()
  // Every late call (the user, the accounts, the drawer's counts, their retries) has failed too.
  await app.letTimePass()
  await expect(page.getByRole('alertdialog')).toHaveCount(0)
  await expect(page.getByText(/내 정보를 불러오지 못했습니다/)).toHaveCount(0)
})
