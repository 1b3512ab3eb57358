/**
 * An address the shell may open in the phone's browser: https, with a host and no credentials.
 * Anything else (javascript:, data:, http:, intent:, a file) is never handed on.
 */
export function isExternalHttps(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password
}
