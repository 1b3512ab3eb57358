/**
 * The built page opens its connection to the hospital's API while its own script downloads:
 * `<link rel="preconnect" crossorigin>` for the API base's origin (VITE_API_BASE_URL) when it is
 * another origin than the page's, as in production (mapi.hanbit-hospital.kr). A signed-in start's
 * first calls then find the connection (DNS, TCP, TLS) made instead of waiting a few round trips
 * for it. `crossorigin`: the app's calls are CORS requests without cookies, which use the
 * anonymous connection pool. The e-prescription service is asked later, on its screens only.
 */
import type { Plugin } from 'vite'

export function preconnectApi(): Plugin {
  let origin: string | undefined
  return {
    name: 'preconnect-api',
    apply: 'build',
    configResolved(config) {
      const base = (config.env as Record<string, string | undefined>).VITE_API_BASE_URL ?? ''
      origin = /^https?:\/\//.test(base) ? new URL(base).origin : undefined
    },
    // After Vite has added the entry script: the hint goes just before it (the policy's <meta>
    // stays first in <head>).
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        origin
          ? html.replace('<script type="module"', `<link rel="preconnect" href="${origin}" crossorigin="">\n    $&`)
          : html,
    },
  }
}
