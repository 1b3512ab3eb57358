/**
 * Opens a screen of the running app without loading the page again, as the app's own links do:
 * a new history entry and a popstate, which React Router's BrowserRouter follows (it reads the
 * address on popstate). The app keeps running, so its start (the demo's world, the scripts) is
 * paid once per persona, not once per screen (a page load per screen was 3.9 s on a busy machine).
 *
 * Returns once the new screen has replaced the old one in <main>: screens are lazy components
 * and the router moves in a transition (the old screen stays until the new one can show), so a
 * changed address alone does not mean the screen is there. The same screen with other
 * parameters would keep its elements (nothing to see replaced): it is loaded afresh instead.
 */
import type { Page } from 'playwright/test'

type Overlaid = { overlay?: number } | null

export async function openInApp(page: Page, url: string, { sameScreen = false } = {}): Promise<void> {
  const target = new URL(url, page.url())
  const here = new URL(page.url())
  if (target.pathname === here.pathname && target.search === here.search) return
  if (sameScreen) {
    await page.goto(`${target.pathname}${target.search}`)
    return
  }
  // An open overlay (a dialog, the notice pop-up) owns the history entry on top, and the app
  // takes the next popstate for a back that closes it: close each the same way first.
  for (let open = await overlays(page); open > 0; open = await overlays(page)) {
    await page.evaluate(() => window.history.back())
    await page.waitForFunction((before) => ((window.history.state as Overlaid)?.overlay ?? 0) < before, open)
  }
  const title = await page.evaluate(() => document.querySelector('h1')?.textContent ?? '')
  await page.evaluate((address) => {
    for (const child of document.querySelectorAll('#main > *')) child.setAttribute('data-sweep-left', '')
    const state = (window.history.state ?? {}) as { idx?: number }
    // A new entry after this one, as the router itself writes them (its index, its own key).
    window.history.pushState({ usr: null, key: `sweep${Date.now()}`, idx: (state.idx ?? 0) + 1 }, '', address)
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }))
  }, `${target.pathname}${target.search}`)
  // Replaced, or kept by React where two routes draw the same elements (/department and
  // /departmentTest): then the screen's title says the move happened (header and screen are one render).
  await page.waitForFunction(
    (before) =>
      document.querySelector('#main > *') !== null &&
      (document.querySelector('#main > [data-sweep-left]') === null ||
        (document.querySelector('h1')?.textContent ?? '') !== before),
    title,
  )
}

const overlays = (page: Page) => page.evaluate(() => (window.history.state as Overlaid)?.overlay ?? 0)
