/**
 * Large text that really helps: the text size is the first thing in the drawer,
 * its larger step grows the whole page, and the choice stays on this phone.
 */
import type { Page } from 'playwright/test'
import { expect, test } from './fixtures'

const rootSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)
const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

test('at 360 px a patient finds the text size first in the drawer, takes the larger step, and it stays', async ({
  app,
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 })
  await app.open('/', 'outpatient')
  await page.getByRole('button', { name: '전체 메뉴 열기' }).click()
  const drawer = page.getByRole('dialog', { name: '전체 메뉴' })
  // In sight as the drawer opens, without scrolling it.
  await expect(drawer.getByRole('switch', { name: '큰 글씨' })).toBeInViewport()
  await drawer.getByRole('switch', { name: '큰 글씨' }).click()
  await expect.poll(() => rootSize(page)).toBe('18.08px')
  await drawer.getByRole('radio', { name: '아주 크게' }).check()
  await expect.poll(() => rootSize(page)).toBe('20.8px')
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeVisible()
  expect(await pageScrollsSideways(page)).toBe(false)

  // The next start on this phone keeps it.
  await page.reload()
  await expect(page.getByRole('heading', { name: /이서연님, 안녕하세요/ })).toBeVisible()
  expect(await rootSize(page)).toBe('20.8px')
  await app.tabMenu('외래', '검사결과')
  await expect(app.heading('검사결과')).toBeVisible()
  expect(await pageScrollsSideways(page)).toBe(false)
})
