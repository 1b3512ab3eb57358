import type { BrowserContext, Page } from 'playwright/test'

const OFFLINE = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 }

/**
 * The phone loses its connection, as the app sees it: requests fail and `navigator.onLine` says
 * so. Playwright's `setOffline` alone no longer does both from Chromium 150: a document loaded
 * while the emulation is on (a reload, a `goto`) has its requests refused but reads
 * `navigator.onLine === true` and never hears `offline`, which no phone without a signal does.
 * So the emulation is said again to each new document once it has loaded (the browser then
 * reports it: `onLine` false and the `offline` event), with no moment of connection between.
 * Returns the way back online (`setOffline(false)`: the page hears `online`).
 */
export async function goOffline(context: BrowserContext, page: Page): Promise<() => Promise<void>> {
  await context.setOffline(true)
  const cdp = await context.newCDPSession(page)
  const sayAgain = () => cdp.send('Network.emulateNetworkConditions', OFFLINE).catch(() => undefined)
  page.on('domcontentloaded', sayAgain)
  return async () => {
    page.off('domcontentloaded', sayAgain)
    // This session's emulation goes first (its offline would outlast Playwright's otherwise): the
    // page hears `online` only once every request can go out, as on a phone whose signal is back.
    await cdp.detach().catch(() => undefined)
    await context.setOffline(false)
  }
}
