/**
 * Waits until the browser has told of every rejection left unhandled so far, with no time to wait
 * out: it tells of them in the order they happened (HTML's "notify about rejected promises"), so
 * once a rejection made now has been told, every earlier one has been too. The marker is kept out
 * of the console; listeners added before this call see it as well, so it is returned to compare.
 */
export function untilUnhandledRejectionsTold(): Promise<Error> {
  const marker = new Error('a rejection after every earlier one')
  return new Promise((resolve) => {
    const told = (event: PromiseRejectionEvent) => {
      if (event.reason !== marker) return
      event.preventDefault()
      window.removeEventListener('unhandledrejection', told)
      resolve(marker)
    }
    window.addEventListener('unhandledrejection', told)
    void Promise.reject(marker)
  })
}
