import { LIMITS } from '@/shared/config/constants'

/**
 * After a deploy, a page opened before it asks for code by names the server no longer has (Vite
 * names every file by its content): every lazy part fails, a 404, or the page itself where a
 * server answers unknown paths with it. Which version the server has now is in its page: the
 * module scripts it starts from carry the build's hash. When they are not the running page's,
 * the app moves to the new version with one full navigation, at most once in a while (a server
 * or cache that keeps answering an old page must not send the patient round in circles).
 */
export type ServedVersion = 'same' | 'new' | 'unreachable'

const MARKER = 'app:moved-to-new-version'
/** A second move within this time is a loop: the soft error view instead. */
export const MOVE_AGAIN_AFTER_MS = 10 * 60_000

const moduleScripts = (html: string): string[] =>
  [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => (/\btype="module"/.test(tag) ? /\bsrc="([^"]+)"/.exec(tag)?.[1] : undefined))
    .filter((src): src is string => Boolean(src))

const pathsOf = (sources: Iterable<string>) => [...sources].map((src) => new URL(src, location.href).pathname).sort()

/** The scripts the running page started from. */
function runningScripts(): string[] {
  const scripts = document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')
  return pathsOf([...scripts].map((script) => script.src))
}

/**
 * Is another version on the server? Asks for the page itself, past every cache: the query keeps
 * the offline worker's precached copy out of it (that is the running version's own).
 */
export async function servedVersion(): Promise<ServedVersion> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}index.html?version-check=${Date.now()}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(LIMITS.httpTimeoutMs),
    })
    if (!response.ok) return 'unreachable'
    const served = pathsOf(moduleScripts(await response.text()))
    const running = runningScripts()
    return served.length > 0 && served.join() !== running.join() ? 'new' : 'same'
  } catch {
    return 'unreachable'
  }
}

/**
 * Loads the address the patient is on (where a screen was on its way) as a new page, so the new
 * version opens there. False, and nothing happens, when the app did so a short while ago (a loop)
 * or cannot remember that it did (no storage: it could not tell a loop either).
 */
export function moveToNewVersion(): boolean {
  try {
    // Real time, not the app's clock (the demo sets that one): this measures the page's own life.
    const last = Number(sessionStorage.getItem(MARKER) ?? 0)
    if (Date.now() - last < MOVE_AGAIN_AFTER_MS) return false
    sessionStorage.setItem(MARKER, String(Date.now()))
  } catch {
    return false
  }
  window.location.reload()
  return true
}
