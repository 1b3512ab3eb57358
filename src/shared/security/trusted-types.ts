/**
 * Trusted Types where the browser has them. Under the page's policy (`require-trusted-types-for
 * 'script'`) a plain string no longer reaches an HTML or script sink: it must come from one of the
 * named policies in ./trusted-type-names. Outside such a page (tests, Node) these hand back
 * strings, which is what those sinks take there.
 */
import { TRUSTED_TYPE_POLICIES } from './trusted-type-names'

interface PolicyRules {
  createHTML?: (input: string) => string
  /** Nothing (null) from the `default` policy refuses the value. */
  createScriptURL?: (input: string) => string | null
}
interface Policy {
  createHTML(input: string): TrustedHTML
  createScriptURL(input: string): unknown
}
interface PolicyFactory {
  createPolicy(name: string, rules: PolicyRules): Policy
}

/** Creates a named policy, or nothing where the browser has no Trusted Types. */
export function createTrustedTypesPolicy(name: string, rules: PolicyRules): Policy | undefined {
  const factory = (globalThis as { trustedTypes?: PolicyFactory }).trustedTypes
  return factory?.createPolicy(name, rules)
}

let scriptUrls: Policy | null | undefined

/** The policy's one rule for script addresses: the page's own origin; anything else throws. */
function sameOriginScript(input: string): string {
  const address = new URL(input, window.location.href)
  if (address.origin !== window.location.origin) throw new TypeError(`not the app's own script: ${input}`)
  return address.href
}

/**
 * The address of one of the app's own scripts (the service worker, pdf.js's worker), as
 * `navigator.serviceWorker.register` and `new Worker` take it under the policy.
 */
export function ownScriptUrl(url: string): string {
  scriptUrls ??=
    createTrustedTypesPolicy(TRUSTED_TYPE_POLICIES.ownScriptUrl, { createScriptURL: sameOriginScript }) ?? null
  // A TrustedScriptURL: the DOM's typings say string where the browser also takes one.
  return scriptUrls ? (scriptUrls.createScriptURL(url) as string) : sameOriginScript(url)
}
