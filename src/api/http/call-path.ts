/**
 * The last line against a crafted link: a call's path is exactly what the generated client
 * built from the contract's template, with every parameter percent-encoded (orval's
 * `urlEncodeParameters`). A parameter can then add no segment, query or fragment of its own;
 * what is still left to check is a value that the URL parser would read as a step up or aside
 * (`..`, `.`, their `%2e` spellings, an empty segment) and anything that resolves elsewhere.
 */
export function refusedPathReason(path: string, resolved: string, base: string): string | undefined {
  if (path.includes('#')) return 'a fragment'
  const pathname = path.split('?', 1)[0] ?? ''
  if (!pathname.startsWith('/')) return 'not a path'
  for (const segment of pathname.slice(1).split('/')) {
    if (segment === '') return 'an empty segment'
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      return 'a malformed escape'
    }
    if (decoded === '.' || decoded === '..') return 'a dot segment'
  }
  // Resolution must neither move to another origin nor normalise the path.
  const target = new URL(resolved)
  const baseUrl = new URL(base)
  if (target.origin !== baseUrl.origin) return 'another origin'
  if (target.pathname !== `${baseUrl.pathname.replace(/\/$/, '')}${pathname}`) return 'a normalised path'
  return undefined
}
