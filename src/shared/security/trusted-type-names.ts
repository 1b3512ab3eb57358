/**
 * The page's Trusted Types policies, by name. The Content-Security-Policy requires Trusted Types
 * for every script sink and allows exactly these names (vite.config.ts passes them to
 * scripts/vite/content-security-policy.ts), so this file imports nothing: the build config reads it.
 */
export const TRUSTED_TYPE_POLICIES = {
  /** The notice body: DOMPurify's output, and nothing else (src/features/hospital/lib/notice-html.ts). */
  noticeHtml: 'hanbit-notice-html',
  /** Scripts of the app's own origin started by address: the offline worker, pdf.js's worker. */
  ownScriptUrl: 'hanbit-script-url',
} as const
