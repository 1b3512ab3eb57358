/**
 * Every operation of the sandbox behind one msw handler. msw tries its handlers one after the
 * other, and for each it parses the URL and reads the request's cookies (the document's and its
 * own cookie jar's) before it even compares the path: with some 230 handlers (every operation and
 * the 405 answers) that cost more than the answers themselves, and a screen that makes 30 calls
 * blocked the demo's main thread for seconds. One handler reads the request once and finds its
 * route in a table, with msw's own matching (`matchRequestUrl`), so params and paths behave as
 * before. The first route that matches answers, as the first matching handler did.
 */
import { http, matchRequestUrl, type HttpHandler, type PathParams } from 'msw'

export interface Route {
  /** Lower-case method, or `all`. */
  method: string
  /** An msw path: absolute, relative to the page (`/api/...`) or any host (`*`). */
  path: string
  /** The answer; undefined hands the request on (to the next route, then to later handlers). */
  respond(request: Request, params: PathParams): Response | undefined | Promise<Response | undefined>
}

/** Relative paths are resolved against the page once, as msw does on every request. */
function absolute(path: string): string {
  if (/^([a-z][a-z\d+\-.]*:)?\/\//i.test(path) || path.startsWith('*') || typeof location === 'undefined') return path
  return decodeURI(new URL(encodeURI(path), location.href).href)
}

export function routesHandler(routes: readonly Route[]): HttpHandler {
  const table = routes.map((route) => ({ ...route, path: absolute(route.path) }))
  const matching = (request: Request) => {
    const method = request.method.toLowerCase()
    const url = new URL(request.url)
    const found: Array<{ route: Route; params: PathParams }> = []
    for (const route of table) {
      if (route.method !== 'all' && route.method !== method) continue
      const match = matchRequestUrl(url, route.path)
      if (match.matches) found.push({ route, params: match.params ?? {} })
    }
    return found
  }
  const found = new WeakMap<Request, ReturnType<typeof matching>>()
  return http.all(
    ({ request }) => {
      const routesFound = matching(request)
      found.set(request, routesFound)
      return routesFound.length > 0
    },
    async ({ request }) => {
      for (const { route, params } of found.get(request) ?? matching(request)) {
        const response = await route.respond(request, params)
        if (response) return response
      }
      return undefined
    },
  )
}
