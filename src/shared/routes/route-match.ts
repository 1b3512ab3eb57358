import { matchRoutes } from 'react-router-dom'
import { routeParamsValid } from './route-params'
import { ROUTES, type RouteName } from './route-table'

const routeObjects = (Object.keys(ROUTES) as RouteName[]).map((name) => ({ path: ROUTES[name].path, id: name }))

export interface MatchedRoute {
  name: RouteName
  params: Record<string, string | undefined>
}

/**
 * The last paths matched. react-router's `matchRoutes` flattens, ranks and compiles the whole
 * table (a hundred routes) on every call, and the shell, the guard and the navigation ask on every
 * render: a few paths, asked again and again. Bounded, so crafted addresses cannot grow it.
 */
const matched = new Map<string, MatchedRoute | undefined>()
const REMEMBERED_PATHS = 32

/**
 * Which route of the table a path is (react-router's ranking: the most specific wins). A path
 * whose parameters break their rules is no route at all: it is refused like an unknown address.
 * The answer is shared between callers: read it, do not change it.
 */
export function matchRouteName(pathname: string): MatchedRoute | undefined {
  if (matched.has(pathname)) return matched.get(pathname)
  const match = matchRoutes(routeObjects, pathname)?.[0]
  const route = match && routeParamsValid(match.params) ? { name: match.route.id, params: match.params } : undefined
  if (matched.size >= REMEMBERED_PATHS) matched.delete(matched.keys().next().value!)
  matched.set(pathname, route)
  return route
}
