/** Text the server sends base64-encoded (terms) is UTF-8 underneath. */
export function decodeBase64Utf8(base64: string): string {
  try {
    const binary = atob(base64.replace(/\s/g, ''))
    return new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)))
  } catch {
    return ''
  }
}
