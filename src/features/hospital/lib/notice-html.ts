/**
 * Notice bodies arrive as HTML written in an outside editor (contract: "sanitize before
 * showing"). Only plain formatting survives: no scripts, no event handlers, no javascript:
 * links, no styles that could cover the screen, and no images but the hospital's own. A link
 * keeps its address only when it leads to a screen of the app, an https page or a phone number
 * (`linkTarget`); the screen opens those itself (use-notice-links.ts).
 */
import createDOMPurify, { type DOMPurify } from 'dompurify'
import { linkTarget } from '@/shared/routes/app-link'
import { isOwnUrl } from '@/shared/lib/own-hosts'
import { TRUSTED_TYPE_POLICIES } from '@/shared/security/trusted-type-names'
import { keepWhole } from '@/shared/ui/text/keep-whole'
import { createTrustedTypesPolicy } from '@/shared/security/trusted-types'

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'h3',
  'h4',
  'blockquote',
  'hr',
]
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'colspan', 'rowspan']

/**
 * The addresses an `href` or `src` may hold at all (DOMPurify's first check, on the value with
 * its whitespace removed): https, a phone number, or a path from the app's root that is not
 * `//host` or `/\host` in disguise. DOMPurify's default would also let http:, mailto:, sms: and
 * others through.
 */
export const ALLOWED_URI_REGEXP = /^(?:https:|tel:|\/(?![/\\]))/i

/**
 * Images only from the app itself or over https from the hospital's own hosts (and their
 * subdomains): a picture from anywhere else could tell a third party who read the notice.
 */
export const isOwnImage = isOwnUrl

let purifier: DOMPurify | null | undefined
let trustedHtml: ReturnType<typeof createTrustedTypesPolicy>

/** A private DOMPurify instance, so its hooks never touch anyone else's. Null without a DOM. */
function getPurifier(): DOMPurify | null {
  if (purifier !== undefined) return purifier
  if (typeof window === 'undefined') return (purifier = null)
  const instance = createDOMPurify(window)
  if (!instance.isSupported) return (purifier = null)
  // The page's one HTML sink takes Trusted Types only (the Content-Security-Policy): DOMPurify's
  // output becomes TrustedHTML through this policy, which only this instance holds. Notice bodies
  // never carry a script, so it makes no script address.
  trustedHtml = createTrustedTypesPolicy(TRUSTED_TYPE_POLICIES.noticeHtml, {
    createHTML: (html) => html,
    createScriptURL: () => {
      throw new TypeError('a notice carries no script')
    },
  })
  // The design guide's rule holds in a notice too: a date, a time, an amount or a phone number
  // written by the notice's editor never breaks inside itself (its spaces become no-break ones).
  instance.addHook('afterSanitizeElements', (node) => {
    if (node.nodeType === Node.TEXT_NODE && node.textContent) node.textContent = keepWhole(node.textContent)
  })
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      // Only where the screen can take the patient (a screen of the app, https elsewhere, a
      // number to dial): any other link keeps its text and loses its address.
      const target = linkTarget(node.getAttribute('href') ?? '')
      if (!target) node.removeAttribute('href')
      else {
        node.setAttribute(
          'href',
          target.kind === 'app' ? target.path : target.kind === 'external' ? target.url : target.href,
        )
        node.setAttribute('rel', 'noopener noreferrer')
      }
    }
    if (node.tagName === 'IMG') {
      if (!isOwnImage(node.getAttribute('src') ?? '')) node.remove()
      // An image without a description is decorative for screen readers.
      else if (!node.hasAttribute('alt')) node.setAttribute('alt', '')
    }
  })
  return (purifier = instance)
}

const escapeText = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!)

/**
 * The notice body, safe to put in the page: TrustedHTML where the browser has Trusted Types
 * (what `dangerouslySetInnerHTML` takes under the policy), a string elsewhere. Without a DOM to
 * sanitize with, it fails closed: the text alone, with every tag (and script body) dropped and
 * the rest escaped.
 */
export function sanitizeNoticeHtml(html: string): string | TrustedHTML {
  const instance = getPurifier()
  if (!instance) {
    const text = html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
    return escapeText(text)
  }
  const config = { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP, ALLOW_DATA_ATTR: false }
  if (!trustedHtml) return instance.sanitize(html, config)
  // DOMPurify's TrustedTypePolicy type is the trusted-types package's: ours is that object.
  return instance.sanitize(html, {
    ...config,
    TRUSTED_TYPES_POLICY: trustedHtml as never,
    RETURN_TRUSTED_TYPE: true,
  })
}
