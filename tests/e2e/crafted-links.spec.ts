/**
 * Crafted links: an address whose parameters try to reach another call (a notice
 * link, a message link, an OS deep link) opens nothing and calls nothing. Before the fix, the
 * first link below made the app send `GET /users/updatePatient/10000001/01099998888?/…` with the
 * patient's token.
 */
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright/test'
import { expect, test, type DemoApp } from './fixtures'
import { openInApp } from './sweep/open-in-app'

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

async function expectRefused(app: DemoApp, page: Page, calls: string[]) {
  await expect(page.getByRole('heading', { name: '없는 페이지', level: 1 })).toBeVisible()
  await expect(page.getByText('페이지를 찾을 수 없습니다')).toBeVisible()
  // Whatever left is answered: a screen's calls go out as it mounts, before it shows anything.
  await app.callsAnswered()
  expect(calls.filter((call) => /updatePatient|01099998888|\.\.|%2F/i.test(call))).toEqual([])
  expect(calls.filter((call) => !call.startsWith('GET '))).toEqual([])
}

test.describe('a crafted link', () => {
  test('the proven one: the result screen opens nothing and sends nothing of it', async ({ app, page }) => {
    const calls = apiCalls(page)
    await app.open(`/outpatient/result/${CLIMB}/20261101/20261101`, 'outpatient')
    await expectRefused(app, page, calls)
  })

  test('signed out, it does not survive the sign-in: nothing to return to', async ({ app, page }) => {
    const calls = apiCalls(page)
    await app.open(`/outpatient/result/${CLIMB}/20261101/20261101`, 'none')
    await expectRefused(app, page, calls)
    await expect(page).not.toHaveURL(/\/login\/auth/)
  })

  // Opened as the app opens a link (the same route check as a link opened from outside, above),
  // one after the other in one start of the app.
  test(`every screen with path parameters (${craftedLinks.length}) refuses it`, async ({ app, page }) => {
    expect(craftedLinks.length).toBeGreaterThanOrEqual(13)
    const calls = apiCalls(page)
    await app.open('/', 'inpatient')
    for (const link of craftedLinks) {
      // From home each time: the refusal replaces home's screen, so each link is seen to arrive.
      await openInApp(page, '/')
      await openInApp(page, link)
      await expect(page).toHaveURL((url) => url.pathname === link)
      await expectRefused(app, page, calls)
    }
  })
})
