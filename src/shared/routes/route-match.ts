import { matchRoutes } from 'react-router-dom'
import { routeParamsValid } from './route-params'
import { ROUTES, type RouteName } from './route-table'

const routeObjects = (Object.keys(ROUTES) as RouteName[]).map((name) => ({ path: ROUTES[name].path, id: name }))

export interface MatchedRoute {
  name: RouteName
  params: Record<string, string | undefined>
}

/**
 * Which route of the table a path is (react-router's ranking: the most specific wins). A path
 * whose parameters break their rules is no route at all: it is refused like an unknown address.
 */
export function matchRouteName(pathname: string): MatchedRoute | undefined {
  const match = matchRoutes(routeObjects, pathname)?.[0]
  if (!match || !routeParamsValid(match.params)) return undefined
  return { name: match.route.id, params: match.params }
}
