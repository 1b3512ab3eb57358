import { setupWorker } from 'msw/browser'
import { afterAll, expect, it, vi } from 'vitest'
import { settleWorkerUpdates } from '../../mocks/runtime/worker-update'
import { untilUnhandledRejectionsTold } from '../support/unhandled-rejections'

const worker = setupWorker()
afterAll(() => worker.stop())

/**
 * The race msw sets up (mocks/runtime/worker-update.ts): its worker unregisters itself once its
 * last page has gone, and the next page's `worker.start()` updates the registration it found
 * without catching a failure. Played here with a real registration: removed, then updated as msw
 * does it, nobody awaiting.
 */
it('an update of a mock worker that is being removed fails without an unhandled rejection', async () => {
  await worker.start({ quiet: true })
  const registration = await navigator.serviceWorker.getRegistration('/mockServiceWorker.js')
  expect(registration?.active?.scriptURL).toMatch(/\/mockServiceWorker\.js$/)
  await registration!.unregister()

  // The race is real: such an update rejects.
  await expect(registration!.update()).rejects.toThrow()

  const unhandled: unknown[] = []
  const record = (event: PromiseRejectionEvent) => {
    unhandled.push(event.reason)
    event.preventDefault()
  }
  window.addEventListener('unhandledrejection', record)
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  try {
    settleWorkerUpdates()
    settleWorkerUpdates() // a second start (a reload in the same realm) does not wrap it twice
    void registration!.update()
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1))
    // Told in order: the update's rejection, had it been unhandled, would be in before the marker.
    const marker = await untilUnhandledRejectionsTold()
    expect(unhandled).toEqual([marker])
    expect(warn).toHaveBeenCalledWith('sandbox: the mock worker was not updated', expect.anything())
  } finally {
    window.removeEventListener('unhandledrejection', record)
    warn.mockRestore()
  }
})
