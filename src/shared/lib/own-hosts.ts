import { HOSPITAL } from '../config/hospital'

/**
 * A picture or file the app may load: from the app itself (a path), or over https from the
 * hospital's own hosts and their subdomains. Anything else could tell a third party who looked.
 */
export function isOwnUrl(src: string): boolean {
  if (/^\/(?!\/)/.test(src)) return true
  let url: URL
  try {
    url = new URL(src)
  } catch {
    return false
  }
  const host = url.hostname.toLowerCase()
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    HOSPITAL.ownHosts.some((own) => host === own || host.endsWith(`.${own}`))
  )
}
