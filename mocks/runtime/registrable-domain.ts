/**
 * The browser sandbox's stand-in for `tldts` (aliased in vite.config.ts). msw's cookie store
 * (tough-cookie) asks it for a host's registrable domain, and the real library carries the whole
 * public suffix list: 107 KB gzip, over a third of the demo's sandbox chunk. The sandbox sets no
 * cookie and runs on one host, so the last two labels are enough (three under a common
 * second-level suffix such as co.kr or co.uk). The mock API in Node keeps the real library.
 */
const SECOND_LEVEL = /^(?:co|or|ac|go|ne|re|pe)\.kr$|^(?:co|org|ac|gov|net)\.uk$/

/** Like tldts's getDomain: the registrable domain, or null for an IP address or a one-label host. */
export function getDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (/^[\d.]+$/.test(host) || host.includes(':')) return null
  const labels = host.split('.')
  const size = SECOND_LEVEL.test(labels.slice(-2).join('.')) ? 3 : 2
  return labels.length >= size ? labels.slice(-size).join('.') : null
}
