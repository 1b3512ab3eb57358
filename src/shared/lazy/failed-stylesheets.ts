/**
 * A lazily loaded part brings its CSS as a `<link rel="stylesheet">` that Vite's loader adds
 * before the part's JavaScript. When that link fails (no connection), the element stays in the
 * page as a failed one and Vite never asks for it again: a part loaded later would render
 * without its styles. So every stylesheet that fails is remembered here, and put back as a new
 * element (a new request) before the next try of any part.
 */
const failed = new Set<HTMLLinkElement>()

if (typeof document !== 'undefined') {
  // `error` does not bubble: heard on the way down, for every element of the document.
  document.addEventListener(
    'error',
    (event) => {
      const target = event.target
      if (target instanceof HTMLLinkElement && target.rel === 'stylesheet') failed.add(target)
    },
    true,
  )
}

/** Asks again for every stylesheet that failed; rejects when one fails again. */
export async function reloadFailedStylesheets(): Promise<void> {
  if (failed.size === 0) return
  const links = [...failed]
  failed.clear()
  await Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve, reject) => {
          const fresh = link.cloneNode() as HTMLLinkElement
          fresh.addEventListener('load', () => resolve(), { once: true })
          fresh.addEventListener('error', () => reject(new Error(`stylesheet not loaded: ${fresh.href}`)), {
            once: true,
          })
          link.replaceWith(fresh)
        }),
    ),
  )
}
