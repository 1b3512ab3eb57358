/**
 * Where the app is served from: the page's own origin. Without a page (Node: unit tests, the
 * build) a stand-in origin that no real address shares.
 */
export function appOrigin(): string {
  const origin = globalThis.location?.origin
  return origin && origin !== 'null' ? origin : 'http://app.invalid'
}

/**
 * An address as the browser reads it on the app's page: resolved against the app's own origin,
 * so `/\evil.example/p.gif` and `/<tab>/evil.example` come out as the other host they really
 * are (the URL parser treats `\` as `/` and drops tabs and newlines). Undefined when it is no URL.
 */
export function resolveOnApp(value: string): URL | undefined {
  try {
    return new URL(value, appOrigin())
  } catch {
    return undefined
  }
}

/** True when the resolved address is on the app's own origin (a path of the app). */
export const isOnApp = (url: URL): boolean => url.origin === appOrigin()

/** The text as the URL parser reads it: without the spaces around it and the tabs and newlines in it. */
// eslint-disable-next-line no-control-regex -- the parser's own rule, control characters included
const asParsed = (value: string) => value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '')

/**
 * A path from the app's root or a whole address with its scheme. `#top`, `?a=1`, `x` or nothing
 * at all would depend on the page they are read on: taken as no address.
 */
export const isRootPathOrAbsolute = (value: string): boolean => /^(\/|[a-z][a-z0-9+.-]*:)/i.test(asParsed(value))
