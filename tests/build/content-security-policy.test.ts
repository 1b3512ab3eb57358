/**
 * The built pages carry the Content-Security-Policy made from the build's configuration
 * (scripts/vite/content-security-policy.ts), and the production build's web server
 * configuration (dist-nginx/) sends the very same policy as a header, plus what a <meta>
 * cannot carry. Checked on the built files.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseEnv } from 'node:util'
import { describe, expect, it } from 'vitest'
import { HOSPITAL } from '@/shared/config/hospital'
import { TRUSTED_TYPE_POLICIES } from '@/shared/security/trusted-type-names'
import { DEMO, PRODUCTION, ROOT } from './built-files'

/** The policy of a built page, directive by directive (the <meta> is the first element in <head>). */
function pagePolicy(outDir: string): Map<string, string[]> {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  const head = /<head>\s*(<[^>]+>)/.exec(html)?.[1] ?? ''
  expect(head, 'the first element in <head>').toMatch(/^<meta http-equiv="Content-Security-Policy"/)
  const content = /content="([^"]*)"/.exec(head)?.[1]?.replaceAll('&#39;', "'") ?? ''
  return parsePolicy(content)
}

function parsePolicy(text: string): Map<string, string[]> {
  return new Map(
    text
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  )
}

/** The production configuration (.env), as `npm run build` reads it. */
const productionEnv = parseEnv(readFileSync(join(ROOT, '.env'), 'utf8'))
const apiOrigins = [productionEnv.VITE_API_BASE_URL, productionEnv.VITE_RX_BASE_URL].map(
  (base) => new URL(base!).origin,
)

describe('the production page’s policy', () => {
  const policy = pagePolicy(PRODUCTION)

  it('lets the page talk to its own origin and the configured API bases only', () => {
    expect(apiOrigins).toEqual(['https://mapi.hanbit-hospital.kr', 'https://api.erx-link.kr'])
    expect(policy.get('connect-src')).toEqual(["'self'", ...apiOrigins])
    expect(policy.get('default-src')).toEqual(["'self'"])
  })

  it('loads images from the app and the hospital’s own hosts (https) only', () => {
    expect(policy.get('img-src')).toEqual([
      "'self'",
      ...HOSPITAL.ownHosts.flatMap((host) => [`https://${host}`, `https://*.${host}`]),
    ])
  })

  it('runs only the app’s own script files: no inline script, no eval, no plugin, no <base>', () => {
    for (const directive of ['script-src', 'style-src', 'worker-src', 'font-src']) {
      expect(policy.get(directive), directive).toEqual(["'self'"])
    }
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'none'"])
    expect(policy.get('frame-src')).toEqual(["'none'"])
    expect([...policy.values()].flat().filter((value) => /unsafe|^\*$|^data:|^blob:|^https?:$/.test(value))).toEqual([])
  })

  it('takes Trusted Types only, from the app’s named policies', () => {
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"])
    expect(policy.get('trusted-types')).toEqual(Object.values(TRUSTED_TYPE_POLICIES))
  })

  it('says nothing a <meta> cannot carry (frame-ancestors goes in the header)', () => {
    expect(policy.has('frame-ancestors')).toBe(false)
  })

  it('has no inline script or style in the page itself', () => {
    const html = readFileSync(join(PRODUCTION, 'index.html'), 'utf8')
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/)
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/)
  })
})

describe('the production web server configuration (dist-nginx/)', () => {
  const headers = readFileSync(join(`${PRODUCTION}-nginx`, 'security-headers.conf'), 'utf8')

  it('sends the page’s own policy as a header, with frame-ancestors', () => {
    const line = /add_header Content-Security-Policy "([^"]+)" always;/.exec(headers)?.[1] ?? ''
    const header = parsePolicy(line)
    expect(header.get('frame-ancestors')).toEqual(["'none'"])
    header.delete('frame-ancestors')
    expect([...header]).toEqual([...pagePolicy(PRODUCTION)])
  })

  it('sends the other security headers', () => {
    for (const name of [
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
    ]) {
      expect(headers, name).toMatch(new RegExp(`^add_header ${name} "[^"]+" always;$`, 'm'))
    }
  })
})

describe('the demo page’s policy', () => {
  const policy = pagePolicy(DEMO)

  it('is the production one, on the sandbox’s own origin, plus the sandbox worker’s default policy', () => {
    expect(policy.get('connect-src')).toEqual(["'self'"])
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"])
    expect(policy.get('trusted-types')).toEqual([...Object.values(TRUSTED_TYPE_POLICIES), 'default'])
    const production = pagePolicy(PRODUCTION)
    for (const directive of ['default-src', 'img-src', 'style-src', 'object-src', 'base-uri', 'frame-src']) {
      expect(policy.get(directive), directive).toEqual(production.get(directive))
    }
  })
})
