/**
 * Every end-to-end test runs under the page's Content-Security-Policy (the demo build and the
 * production build carry it), and a violation fails the test: a blocked request, an inline
 * script or style, an eval, a string that reached an HTML or script sink without a Trusted Type.
 *
 * Two ears: the page's own `securitypolicyviolation` events (in every document the page opens,
 * from before its first script), and the console, where Chromium also reports what it refused
 * (a refused Trusted Types policy name, a directive a <meta> cannot carry), and a
 * Permissions-Policy header it could not read.
 */
import { expect, type Page } from 'playwright/test'
import { test as base } from './warm-context'

interface Violation {
  directive: string
  blocked: string
  source: string
  sample: string
  disposition: string
  document: string
}

const BINDING = '__reportPolicyViolation'

export class PolicyGuard {
  private seen: string[] = []

  /** Starts listening on a page, before it opens anything. */
  static async watch(page: Page): Promise<PolicyGuard> {
    const guard = new PolicyGuard()
    await page.exposeBinding(BINDING, (_source, violation: Violation) => {
      guard.seen.push(
        `${violation.disposition} ${violation.directive}: ${violation.blocked || '(inline)'} ` +
          `at ${violation.source || violation.document}${violation.sample ? ` «${violation.sample}»` : ''}`,
      )
    })
    await page.addInitScript((binding) => {
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          const report = (window as unknown as Record<string, (violation: Violation) => Promise<void>>)[binding]
          void report?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: event.sourceFile ? `${event.sourceFile}:${event.lineNumber}` : '',
            sample: event.sample,
            disposition: event.disposition,
            document: event.documentURI,
          })
        },
        true,
      )
    }, BINDING)
    page.on('console', (message) => {
      const text = message.text()
      if (/Content Security Policy|Trusted ?(Type|HTML|Script)|Permissions-Policy header/i.test(text))
        guard.seen.push(`console ${message.type()}: ${text}`)
    })
    return guard
  }

  /** What was reported, except what a test expects to be blocked. */
  violations(expected: RegExp | null = null): string[] {
    return this.seen.filter((seen) => !expected?.test(seen))
  }

  /** Hands over what was reported so far and forgets it (a test that provokes violations on purpose). */
  take(): string[] {
    const taken = this.seen
    this.seen = []
    return taken
  }
}

/**
 * Playwright's test with the guard on every test, whether it uses the page or not: no violation,
 * except what `expectedPolicyBlocks` says a test expects (one pattern).
 */
export const testUnderPolicy = base.extend<{ policy: PolicyGuard; expectedPolicyBlocks: RegExp | null }>({
  expectedPolicyBlocks: [null, { option: true }],
  policy: [
    async ({ page, expectedPolicyBlocks }, use) => {
      const guard = await PolicyGuard.watch(page)
      await use(guard)
      expect(guard.violations(expectedPolicyBlocks), 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})
