/**
 * Crafted links (issue 21 §1): an address whose parameters try to reach another call (a notice
 * link, a message link, an OS deep link) opens nothing and calls nothing. Before the fix, the
 * first link below made the app send `GET /users/updatePatient/10000001/01099998888?/…` with the
 * patient's token.
 */
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright/test'
import { expect, test } from './fixtures'

/** A value that would climb out of its segment into a phone-number change. */
const CLIMB = '..%2F..%2F..%2Fusers%2FupdatePatient%2F10000001%2F01099998888%3F'

/** Every request the page sends to the API, as `METHOD path?query`. */
function apiCalls(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^\/(api|users)\//.test(url.pathname)) seen.push(`${request.method()} ${url.pathname}${url.search}`)
  })
  return seen
}

/** The route table's paths with parameters (read from its source: the table needs the bundler's env). */
const craftedLinks = [
  ...readFileSync(new URL('../../src/shared/routes/route-table.ts', import.meta.url), 'utf8').matchAll(
    /path: '([^']*\/:[^']*)'/g,
  ),
].map(([, path]) => path!.replace(/:(\w+)/g, () => CLIMB))

async function expectRefused(page: Page, calls: string[]) {
  await expect(page.getByRole('heading', { name: '없는 페이지', level: 1 })).toBeVisible()
  await expect(page.getByText('페이지를 찾을 수 없습니다')).toBeVisible()
  // A moment for anything that would still leave.
  await page.waitForTimeout(300)
  expect(calls.filter((call) => /updatePatient|01099998888|\.\.|%2F/i.test(call))).toEqual([])
  expect(calls.filter((call) => !call.startsWith('GET '))).toEqual([])
}

test.describe('a crafted link', () => {
  test('the proven one: the result screen opens nothing and sends nothing of it', async ({ app, page }) => {
    const calls = apiCalls(page)
    await app.open(`/outpatient/result/${CLIMB}/20261101/20261101`, 'outpatient')
    await expectRefused(page, calls)
  })

  test('signed out, it does not survive the sign-in: nothing to return to', async ({ app, page }) => {
    const calls = apiCalls(page)
    await app.open(`/outpatient/result/${CLIMB}/20261101/20261101`, 'none')
    await expectRefused(page, calls)
    await expect(page).not.toHaveURL(/\/login\/auth/)
  })

  test(`every screen with path parameters (${craftedLinks.length}) refuses it`, async ({ app, page }) => {
    expect(craftedLinks.length).toBeGreaterThanOrEqual(13)
    const calls = apiCalls(page)
    for (const link of craftedLinks) {
      await app.open(link, 'inpatient')
      await expectRefused(page, calls)
    }
  })
})
