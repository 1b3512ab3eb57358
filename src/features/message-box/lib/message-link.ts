import { matchRouteName } from '@/shared/routes/route-match'

/**
 * The app screen a message links to (`linkPath`), when it is one: a path of the route table on
 * the app's own origin. Anything else (another site, a path the app does not have) gets no
 * button, so a message can never lead to "service not ready" or out of the app.
 */
export function messageLink(linkPath: string | undefined): string | undefined {
  if (!linkPath || !linkPath.startsWith('/') || linkPath.startsWith('//')) return undefined
  const url = new URL(linkPath, 'http://app')
  if (url.origin !== 'http://app') return undefined
  const route = matchRouteName(url.pathname)
  if (!route || route.name === 'messageBox') return undefined
  return `${url.pathname}${url.search}`
}
