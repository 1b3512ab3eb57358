/**
 * The contracts' API reference beside the demo (/api-docs/), as a backend developer meets it:
 * opened from the presenter's panel, a contract's page working from the demo's own origin
 * (Redoc's bundle beside it, nothing from a CDN), the proposed calls marked.
 */
import type { Page } from 'playwright/test'
import { expect, test } from './fixtures'

/**
 * Requests that left the page's origin, and errors on the page. Redoc's sidebar attribution asks
 * for its logo from a CDN: the page's Content-Security-Policy stops that in the browser, before
 * anything leaves (and the attribution is hidden), so those count as kept in.
 */
function watch(page: Page, origin: string) {
  const foreign = new Set<string>()
  const blocked = new Set<string>()
  const errors: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^https?:$/.test(url.protocol) && url.origin !== origin) foreign.add(request.url())
  })
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText === 'csp') blocked.add(request.url())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    const text = message.text()
    if (message.type() === 'error' && !(text.includes('Content Security Policy') && text.includes('cdn.redoc.ly')))
      errors.push(text)
  })
  return { sent: () => [...foreign].filter((url) => !blocked.has(url)), errors }
}

test.describe('the API reference', () => {
  test('opens from the presenter panel in a new tab, listing every contract', async ({ app, page }) => {
    await app.open('/', 'outpatient')
    const opened = page.waitForEvent('popup')
    await app.panel(async (panel) => {
      await panel.getByRole('link', { name: /API 참조 문서/ }).click()
    })
    const docs = await opened
    await expect(docs).toHaveURL(/\/api-docs\/$/)
    await expect(docs.getByRole('heading', { name: '한빛대학교병원 API 참조 문서' })).toBeVisible()
    await expect(docs.getByRole('link', { name: '한빛대학교병원 외래 API' })).toBeVisible()
    await expect(docs.getByRole('link', { name: '한빛대학교병원 전자처방전 API' })).toBeVisible()
  })
})

test.describe('a contract’s page, on a developer’s screen', () => {
  test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false })

  test('a contract page works from the demo’s origin alone, the proposed calls marked', async ({ page, baseURL }) => {
    const seen = watch(page, new URL(baseURL!).origin)
    await page.goto('/api-docs/')
    // Redoc says so on the console when it takes over the prerendered page.
    const redoc = page.waitForEvent('console', (message) => message.text().includes('Redoc'))
    await page.getByRole('link', { name: '한빛대학교병원 건강검진 API' }).click()
    await expect(page.getByRole('heading', { name: /한빛대학교병원 건강검진 API/ })).toBeVisible()
    await redoc
    await page.getByRole('link', { name: 'checkup', exact: true }).click()
    const proposal = page.getByText('[제안] 예약할 수 있는 검진 프로그램').first()
    await proposal.click()
    await expect(page).toHaveURL(/#\/checkup\/listcheckuppackages$/)
    await expect(page.getByText('제안하는 호출').first()).toBeVisible()
    await expect(page.getByText('제안', { exact: true }).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(seen.sent()).toEqual([])
    expect(seen.errors).toEqual([])
  })
})
