import { describe, expect, it } from 'vitest'
import { isOwnUrl } from './own-hosts'

describe("the own-host check (notice pictures, the header's logo)", () => {
  it("takes the app's own paths and the hospital's hosts over https", () => {
    expect(isOwnUrl('/images/map.png')).toBe(true)
    expect(isOwnUrl('/favicon.svg')).toBe(true)
    expect(isOwnUrl('https://hanbit-hospital.kr/a.png')).toBe(true)
    expect(isOwnUrl('https://www.hanbit-hospital.kr/notice/map.png')).toBe(true)
  })

  it('refuses a path that the browser reads as another host', () => {
    // The URL parser reads `\` as `/` and drops tabs and newlines: these load from evil.example.
    expect(isOwnUrl('/\\evil.example/p.gif')).toBe(false)
    expect(isOwnUrl('/\t/evil.example/p.gif')).toBe(false)
    expect(isOwnUrl('/\n/evil.example/p.gif')).toBe(false)
    expect(isOwnUrl('\\\\evil.example/p.gif')).toBe(false)
    expect(isOwnUrl('//evil.example/p.gif')).toBe(false)
  })

  it('refuses other hosts, plain http, look-alike hosts and credentials', () => {
    expect(isOwnUrl('https://tracker.example/pixel.gif')).toBe(false)
    expect(isOwnUrl('http://www.hanbit-hospital.kr/plain.png')).toBe(false)
    expect(isOwnUrl('https://hanbit-hospital.kr.evil.example/p.gif')).toBe(false)
    expect(isOwnUrl('https://user@hanbit-hospital.kr/p.gif')).toBe(false)
    expect(isOwnUrl('data:image/gif;base64,R0lGODlhAQABAAAAACw=')).toBe(false)
    expect(isOwnUrl('javascript:alert(1)')).toBe(false)
    // Nothing, or an address that depends on the page it is read on.
    expect(isOwnUrl('')).toBe(false)
    expect(isOwnUrl('x')).toBe(false)
    expect(isOwnUrl('#top')).toBe(false)
  })
})
