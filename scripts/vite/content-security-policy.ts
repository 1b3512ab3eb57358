/**
 * The page's Content-Security-Policy, made at build time from the build's configuration: the API
 * bases (VITE_API_BASE_URL, VITE_RX_BASE_URL), the hospital's image hosts and the page's Trusted
 * Types policies. The built index.html carries it as a <meta> (so the page is protected wherever
 * its files are served from), and the production build writes the web server's configuration
 * with the same policy as a header (`<outDir>-nginx/`, ./hosting-config.ts), which adds what a
 * <meta> cannot say (`frame-ancestors`). Built pages only: the dev server's React refresh runs
 * inline scripts, so `npm run dev` and `npm run demo` have no policy.
 */
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { writeHostingConfig } from './hosting-config.ts'

export interface PolicySources {
  /** The API base URLs; a relative one (the demo's `/`) is the page's own origin. */
  apiBases: readonly string[]
  /** The hospital's own web hosts: images over https from them and their subdomains. */
  imageHosts: readonly string[]
  /** The Trusted Types policies the page may create, by name. */
  trustedTypes: readonly string[]
}

export type Directives = ReadonlyArray<readonly [name: string, values: readonly string[]]>

/** Directives a <meta> cannot carry (the browser ignores them there, and says so on the console). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'report-to', 'sandbox'])

/** An API base as a source: its origin, or 'self' when it is a path on the page's own origin. */
function originOf(base: string): string {
  const url = new URL(base, 'https://own-origin.invalid')
  return url.origin === 'https://own-origin.invalid' ? "'self'" : url.origin
}

export function contentSecurityPolicy({ apiBases, imageHosts, trustedTypes }: PolicySources): Directives {
  const unique = (values: string[]) => [...new Set(values)]
  return [
    ['default-src', ["'self'"]],
    // No inline script, no eval: only the app's own files.
    ['script-src', ["'self'"]],
    ['style-src', ["'self'"]],
    ['img-src', unique(["'self'", ...imageHosts.flatMap((host) => [`https://${host}`, `https://*.${host}`])])],
    ['font-src', ["'self'"]],
    ['connect-src', unique(["'self'", ...apiBases.map(originOf)])],
    // The offline worker, pdf.js's worker (and the demo's sandbox worker): the app's own files.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
    // Every HTML and script sink takes Trusted Types only, made by these named policies.
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', [...trustedTypes]],
  ]
}

export function policyText(directives: Directives, where: 'header' | 'meta'): string {
  return directives
    .filter(([name]) => where === 'header' || !HEADER_ONLY.has(name))
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

export interface PolicyPluginOptions {
  imageHosts: readonly string[]
  trustedTypes: readonly string[]
  /** Writes the web server's configuration beside the build (the production build). */
  hosting?: boolean
}

export function contentSecurityPolicyPlugin(options: PolicyPluginOptions): Plugin {
  let directives: Directives = []
  let outDir = 'dist'
  return {
    name: 'content-security-policy',
    apply: 'build',
    configResolved(config) {
      const env = config.env as Record<string, string | undefined>
      const apiBases = [env.VITE_API_BASE_URL, env.VITE_RX_BASE_URL].filter((base): base is string => !!base)
      directives = contentSecurityPolicy({ ...options, apiBases })
      outDir = resolve(config.root, config.build.outDir)
    },
    transformIndexHtml: {
      order: 'pre',
      // First in <head>: a policy applies to what comes after it.
      handler: () => [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: policyText(directives, 'meta') },
          injectTo: 'head-prepend',
        },
      ],
    },
    writeBundle() {
      if (options.hosting) writeHostingConfig(outDir, policyText(directives, 'header'))
    },
  }
}
