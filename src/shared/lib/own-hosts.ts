import { HOSPITAL } from '../config/hospital'
import { isOnApp, isRootPathOrAbsolute, resolveOnApp } from './app-origin'

/**
 * A picture or file the app may load: from the app itself (a path), or over https from the
 * hospital's own hosts and their subdomains. Anything else could tell a third party who looked.
 * The address is resolved as the browser will load it and its origin compared, never matched as
 * text: `/\evil.example/p.gif` starts with one slash but loads from evil.example.
 */
export function isOwnUrl(src: string): boolean {
  const url = isRootPathOrAbsolute(src) ? resolveOnApp(src) : undefined
  if (!url || url.username || url.password) return false
  if (isOnApp(url)) return true
  const host = url.hostname.toLowerCase()
  return url.protocol === 'https:' && HOSPITAL.ownHosts.some((own) => host === own || host.endsWith(`.${own}`))
}
