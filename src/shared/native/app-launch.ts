import { isExternalHttps } from './external-url'
import type { AppLaunch } from './types'

/**
 * What the page may ask the shell to open for another app (the hospital's configuration names it,
 * so it is checked as anything from the server is): an Android package name, a plain lower-case
 * URL scheme that is not one of the web's or the phone's own, and the https page of that app on
 * Google Play or the App Store. Nothing else reaches the shell.
 */
const PACKAGE = /^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z][a-zA-Z0-9_]*)+$/
const SCHEME = /^[a-z][a-z0-9+.-]{1,39}$/
/** Schemes of the web, the phone and the stores: never "an app" the page opens by scheme. */
const NOT_APP_SCHEMES = new Set([
  'http',
  'https',
  'javascript',
  'data',
  'blob',
  'file',
  'about',
  'intent',
  'content',
  'tel',
  'sms',
  'mailto',
  'ftp',
  'ws',
  'wss',
  'market',
  'itms',
  'itms-apps',
  'itms-appss',
  'app-settings',
  'prefs',
])

/** An address the phone's browser may open (https, no credentials), on exactly this host. */
function httpsPage(value: string, host: string): URL | undefined {
  if (!isExternalHttps(value)) return undefined
  const url = new URL(value)
  return url.hostname === host && !url.port ? url : undefined
}

/** The Google Play page of exactly this package. */
function isPlayPage(value: string, packageName: string): boolean {
  const url = httpsPage(value, 'play.google.com')
  return url?.pathname === '/store/apps/details' && url.searchParams.get('id') === packageName
}

/** An App Store app page (`/kr/app/<name>/id123…`). */
function isAppStorePage(value: string): boolean {
  const url = httpsPage(value, 'apps.apple.com')
  return !!url && /^\/[a-z]{2}\/app\/([^/]{1,100}\/)?id[0-9]{6,12}$/.test(url.pathname)
}

export function isAppLaunch(value: unknown): value is AppLaunch {
  const launch = value as Partial<AppLaunch> | null | undefined
  const android = launch?.android
  const ios = launch?.ios
  if (!android || !ios) return false
  if (typeof android.package !== 'string' || typeof android.storeUrl !== 'string') return false
  if (typeof ios.scheme !== 'string' || typeof ios.storeUrl !== 'string') return false
  return (
    android.package.length <= 150 &&
    PACKAGE.test(android.package) &&
    isPlayPage(android.storeUrl, android.package) &&
    SCHEME.test(ios.scheme) &&
    !NOT_APP_SCHEMES.has(ios.scheme) &&
    isAppStorePage(ios.storeUrl)
  )
}
