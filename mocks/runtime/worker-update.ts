/**
 * msw's `worker.start()` calls `registration.update()` on a worker it finds already registered
 * and neither awaits nor catches it. That update can fail by a race msw itself sets up: its worker
 * unregisters itself when its last page closes (mockServiceWorker.js, "CLIENT_CLOSED"), so a page
 * opened right after the last one (the next story in the same tab, a demo reload) may find a
 * registration that is being removed, and the update rejects with "Not found". Nothing is lost:
 * msw goes on with the registration it found, or registers afresh on the next load. But the
 * rejection is unhandled, and Storybook counts an unhandled rejection while a story plays as the
 * story's failure (it failed a clean-clone visual run once, on a story that had done nothing wrong).
 *
 * This marks every update's promise as handled, leaving what it resolves to and who else awaits it
 * unchanged; a failure is kept as a console warning.
 */
export function settleWorkerUpdates(): void {
  if (typeof ServiceWorkerRegistration === 'undefined') return
  const prototype = ServiceWorkerRegistration.prototype
  const current = Object.getOwnPropertyDescriptor(prototype, 'update')?.value as
    ((this: ServiceWorkerRegistration) => Promise<ServiceWorkerRegistration>) | undefined
  if (!current || (current as { settled?: boolean }).settled) return
  const update = current
  const settled = function (this: ServiceWorkerRegistration) {
    const pending = update.call(this)
    pending.catch((error: unknown) => console.warn('sandbox: the mock worker was not updated', error))
    return pending
  }
  prototype.update = Object.assign(settled, { settled: true })
}
