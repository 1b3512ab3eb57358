/**
 * A signed-in start asks for the user before the app's script has arrived. The greeting (home's
 * largest paint) waits for the user's two calls, and each is a CORS request with a preflight: a
 * chain of round trips that used to start only once the 125 KB first load had downloaded and run.
 * The built page now loads a tiny classic script (`async` with a high fetch priority, which an
 * async script otherwise lacks: it came behind the app's own; the page's own file, so the policy's
 * `script-src 'self'` holds) that reads the stored tokens and makes the same GETs at once (on home, today's schedule and
 * the stay too); the
 * app's fetcher adopts each answer (src/api/http/early-calls.ts) when it asks for the same address
 * with the same token, and asks anew otherwise. No token: nothing is asked.
 *
 * Production builds only (the demo's sandbox answers from a service worker that starts later).
 */
import { createHash } from 'node:crypto'
import { minifySync, type Plugin } from 'vite'

/**
 * The calls and whose token each carries (as src/app/http-setup.ts's bearer schemes say). The
 * user's two on every signed-in start; on home, also what home asks with the user
 * (src/features/home/hooks/use-signed-in-start.ts): today's schedule and the stay, unless the
 * session's last user info said it has no patient number (the server would refuse them).
 */
export const EARLY_CALLS = [
  { path: '/api/users/me', token: 'current', when: 'always' },
  { path: '/api/users/auth/me', token: 'main', when: 'always' },
  { path: '/api/common/today-schedule', token: 'current', when: 'home with a patient number' },
  { path: '/api/inpatient/status', token: 'current', when: 'home with a patient number' },
] as const

/** The base's path prefix kept, as src/api/http/api-config.ts resolveUrl does. */
export function earlyCallUrl(base: string, path: string): string {
  const absoluteBase = new URL(base)
  return new URL(`${absoluteBase.pathname.replace(/\/$/, '')}${path}`, absoluteBase).toString()
}

/** What the script reads as the app does (handed in by vite.config.ts from src/shared/storage). */
export interface SessionKeys {
  /** The tokens' keys (token-store.ts). */
  current: string
  main: string
  /** The session's patient-number hint (personal-keys.ts, shared/session/patient-no-hint.ts). */
  patientNoHint: string
  /** The hint's tag of a token (token-tag.ts), carried as it is. */
  tokenTag: (token: string) => string
}

/** `home`: the app's home address (its base path, `/`). */
export function earlyCallsScript(base: string, keys: SessionKeys, home = '/'): string {
  const ask = ({ path, token }: (typeof EARLY_CALLS)[number]) =>
    `ask(${JSON.stringify(earlyCallUrl(base, path))}, ${token === 'main' ? 'main' : 'current'})`
  const always = EARLY_CALLS.filter((call) => call.when === 'always').map(ask)
  const onHome = EARLY_CALLS.filter((call) => call.when !== 'always').map(ask)
  return `(function () {
  try {
    var store = localStorage, current = store.getItem(${JSON.stringify(keys.current)});
    if (!current) return;
    var main = store.getItem(${JSON.stringify(keys.main)}) || current, calls = {};
    var ask = function (url, token) {
      var answer = fetch(url, { headers: { Accept: 'application/json', Authorization: 'Bearer ' + token } });
      answer.catch(function () {});
      calls[url] = { token: token, answer: answer, at: performance.now() };
    };
    ${always.join(';\n    ')};
    var tag = ${keys.tokenTag.toString()};
    var withoutNumber = store.getItem(${JSON.stringify(keys.patientNoHint)}) === tag(current) + ' N';
    if (location.pathname === ${JSON.stringify(home)} && !withoutNumber) {
      ${onHome.join(';\n      ')};
    }
    window.__earlyCalls = calls;
  } catch (error) {}
})();
`
}

export function earlyUserCalls(keys: SessionKeys): Plugin {
  let base: string | undefined
  let home = '/'
  let fileName: string | undefined
  return {
    name: 'early-user-calls',
    apply: 'build',
    configResolved(config) {
      const configured = (config.env as Record<string, string | undefined>).VITE_API_BASE_URL ?? ''
      base = /^https?:\/\//.test(configured) ? configured : undefined
      home = config.base
    },
    buildStart() {
      if (!base) return
      // Minified: it is first-load JavaScript (the budget counts it).
      const source = minifySync('early-calls.js', earlyCallsScript(base, keys, home)).code
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8)
      fileName = `assets/early-calls-${hash}.js`
      this.emitFile({ type: 'asset', fileName, source })
    },
    // Before the entry script: it runs as soon as it arrives, beside the app's download.
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        fileName
          ? html.replace(
              '<script type="module"',
              `<script async fetchpriority="high" src="/${fileName}"></script>\n    $&`,
            )
          : html,
    },
  }
}
