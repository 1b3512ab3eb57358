import { isOnApp, isRootPathOrAbsolute, resolveOnApp } from '../lib/app-origin'
import { matchRouteName, type MatchedRoute } from './route-match'

/**
 * A route parameter a link may carry: one plain path segment. React Router decodes `%2F`, so a
 * parameter could otherwise bring `/`, `..` or a query into the API path built from it.
 */
const isPlainSegment = (value: string | undefined): boolean =>
  value !== undefined &&
  value !== '' &&
  value !== '.' &&
  value !== '..' &&
  value.length <= 200 &&
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  !/[/\\?#%\u0000-\u001f\u007f]/.test(value)

/**
 * The app screen a link from outside the app's own code points at (a message's `linkPath`, a
 * link in a notice), when it is one: resolved as the browser would on the app's origin, a route
 * of the table, every parameter one plain segment. Anything else is no screen of the app.
 */
export function appLink(value: string | undefined): { path: string; route: MatchedRoute } | undefined {
  // `#top`, `?a=1` or `page` would depend on where the link is shown: no screen.
  if (!value || !isRootPathOrAbsolute(value)) return undefined
  const url = resolveOnApp(value)
  if (!url || !isOnApp(url) || url.username || url.password) return undefined
  const route = matchRouteName(url.pathname)
  if (!route || !Object.values(route.params).every(isPlainSegment)) return undefined
  return { path: `${url.pathname}${url.search}`, route }
}

/** Where a link found in text from the server leads, when it may lead anywhere. */
export type LinkTarget =
  /** A screen of the app: opened by the app's own navigation (the route guard). */
  | { kind: 'app'; path: string }
  /** Another site, https only: the phone's browser, through the shell. */
  | { kind: 'external'; url: string }
  /** A phone number: the phone's dialler, as every call link of the app (tel:). */
  | { kind: 'phone'; href: string }

/** Digits, an optional leading +, hyphens: no `*` or `#` (service codes the dialler would run). */
const PHONE = /^tel:\+?[0-9][0-9-]{1,19}$/

/**
 * Where a link from the server's text (a notice) may go: a screen of the app, an https page
 * elsewhere, or a phone number. Anything else (javascript:, data:, http:, a path the app does not
 * have, a host hidden behind `/\` or a tab) goes nowhere.
 */
export function linkTarget(href: string): LinkTarget | undefined {
  const trimmed = href.trim()
  if (PHONE.test(trimmed)) return { kind: 'phone', href: trimmed }
  const app = appLink(trimmed)
  if (app) return { kind: 'app', path: app.path }
  const url = resolveOnApp(trimmed)
  if (!url || isOnApp(url)) return undefined
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return undefined
  return { kind: 'external', url: url.href }
}
