/**
 * The demo's one addition to the page's Trusted Types: msw registers its service worker with a
 * plain string, which the page's policy refuses. The demo build's Content-Security-Policy also
 * allows the name `default` (scripts/vite/content-security-policy.ts), and this default policy
 * lets exactly the sandbox worker's address through; anything else that reaches a script sink
 * as a string is still refused and reported, as in production.
 */
import { createTrustedTypesPolicy } from '@/shared/security/trusted-types'

let allowed: string | undefined

export function allowSandboxWorker(workerUrl: string): void {
  if (allowed !== undefined) return
  allowed = new URL(workerUrl, window.location.href).href
  createTrustedTypesPolicy('default', {
    // Null refuses the value: the sink throws and the violation is reported.
    createScriptURL: (input) => (new URL(input, window.location.href).href === allowed ? input : null),
  })
}
