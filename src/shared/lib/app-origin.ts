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
