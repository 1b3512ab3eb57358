import { describe, expect, it } from 'vitest'
import { appLink, linkTarget } from './app-link'

describe('a link from the server’s text', () => {
  it('is a screen of the app when it is a route of the table, by path or on the app’s origin', () => {
    expect(linkTarget('/outpatient/appointment/step1')).toEqual({ kind: 'app', path: '/outpatient/appointment/step1' })
    expect(linkTarget('/hospital/notice/noticeDetail?uid=1024#top')).toEqual({
      kind: 'app',
      path: '/hospital/notice/noticeDetail?uid=1024',
    })
    expect(linkTarget('http://app.invalid/department')).toEqual({ kind: 'app', path: '/department' })
    expect(linkTarget('/department/IM/내과')).toEqual({ kind: 'app', path: '/department/IM/%EB%82%B4%EA%B3%BC' })
  })

  it('goes to the phone’s browser when it is https elsewhere', () => {
    expect(linkTarget('https://www.hanbit-hospital.kr/flu')).toEqual({
      kind: 'external',
      url: 'https://www.hanbit-hospital.kr/flu',
    })
    expect(linkTarget(' https://example.com/a?b=1 ')).toEqual({ kind: 'external', url: 'https://example.com/a?b=1' })
  })

  it('dials a phone number, and nothing that is a service code', () => {
    expect(linkTarget('tel:02-2290-8000')).toEqual({ kind: 'phone', href: 'tel:02-2290-8000' })
    expect(linkTarget('tel:+82222908000')).toEqual({ kind: 'phone', href: 'tel:+82222908000' })
    expect(linkTarget('tel:*#06#')).toBeUndefined()
    expect(linkTarget('tel:1588-0000;ext=1')).toBeUndefined()
  })

  it('goes nowhere for scripts, data, plain http, hidden hosts and paths the app does not have', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'http://example.com/',
      'intent://scan/#Intent;scheme=zxing;end',
      'file:///etc/passwd',
      'https://user:pass@example.com/',
      '/\\evil.example/p',
      '/\t/evil.example/p',
      '//evil.example/p',
      '/nowhere/at/all',
      '#top',
      '',
    ]) {
      expect(linkTarget(href), href).toBeUndefined()
    }
  })

  it('refuses a route whose parameter is not one plain segment (a crafted link)', () => {
    expect(
      appLink('/outpatient/result/..%2F..%2F..%2Fusers%2FupdatePatient%2F10000001%2F01099998888%3F/20261101/20261101'),
    ).toBeUndefined()
    expect(appLink('/outpatient/result/R202611230001/2026-11-23/2026-11-23')?.route.name).toBe('outpatientResultDetail')
    expect(appLink('/outpatient/result/..%5Cx/2026-11-23/2026-11-23')).toBeUndefined()
    expect(appLink('/outpatient/result/%2E%2E/2026-11-23/2026-11-23')).toBeUndefined()
    expect(appLink('/outpatient/result/a%3Fb/2026-11-23/2026-11-23')).toBeUndefined()
    expect(appLink('/outpatient/result/a%252Fb/2026-11-23/2026-11-23')).toBeUndefined()
    expect(appLink('/outpatient/result/a%00b/2026-11-23/2026-11-23')).toBeUndefined()
  })
})
