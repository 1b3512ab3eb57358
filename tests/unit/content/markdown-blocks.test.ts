import { describe, expect, it } from 'vitest'
import { ContentError, markdownToDocument, plainText } from '../../../scripts/vite/markdown-blocks'

describe('content Markdown becomes a typed page', () => {
  const page = markdownToDocument(
    [
      '# 입원 안내',
      '',
      '입원 전 꼭 알아 두실 내용입니다.',
      '',
      '## 입원 절차',
      '',
      '1. **입원 약정서**를 작성합니다.',
      '2. 병동으로 이동합니다.',
      '   - 보호자 1명 동반',
      '',
      '## 문의',
      '',
      '원무과 [02-1234-5678](tel:0212345678), [주차 등록](route:parkingInfo), [누리집](https://www.example.kr)',
      '',
      '| 구분 | 시간 |',
      '| --- | --- |',
      '| 평일 | 09:00 ~ 17:00 |',
      '',
      '> **주의** 금식하세요.',
      '',
      '> 참고 & 안내',
      '',
      '## 문의',
    ].join('\n'),
  )

  it('takes the title and the lead paragraph', () => {
    expect(page.title).toBe('입원 안내')
    expect(page.lead).toEqual([{ type: 'text', text: '입원 전 꼭 알아 두실 내용입니다.' }])
  })

  it('makes headings with unique Hangul anchors', () => {
    const headings = page.blocks.filter((b) => b.type === 'heading')
    expect(headings.map((h) => [h.level, h.id])).toEqual([
      [2, '입원-절차'],
      [2, '문의'],
      [2, '문의-2'],
    ])
  })

  it('keeps numbered steps with strong text and nested lists', () => {
    const list = page.blocks[1]
    expect(list).toMatchObject({ type: 'list', ordered: true })
    if (list?.type !== 'list') throw new Error('no list')
    expect(list.items[0]?.content).toEqual([
      { type: 'strong', children: [{ type: 'text', text: '입원 약정서' }] },
      { type: 'text', text: '를 작성합니다.' },
    ])
    expect(list.items[1]?.children?.[0]).toMatchObject({ type: 'list', ordered: false })
  })

  it('keeps tel:, route: and https links, tables and callouts (warnings by their word)', () => {
    const links = page.blocks[3]
    if (links?.type !== 'paragraph') throw new Error('no paragraph')
    expect(links.content.filter((n) => n.type === 'link').map((n) => (n.type === 'link' ? n.href : ''))).toEqual([
      'tel:0212345678',
      'route:parkingInfo',
      'https://www.example.kr',
    ])
    expect(page.blocks[4]).toEqual({
      type: 'table',
      header: [[{ type: 'text', text: '구분' }], [{ type: 'text', text: '시간' }]],
      rows: [[[{ type: 'text', text: '평일' }], [{ type: 'text', text: '09:00 ~ 17:00' }]]],
    })
    expect(page.blocks[5]).toMatchObject({ type: 'callout', tone: 'warning' })
    const note = page.blocks[6]
    expect(note).toMatchObject({ type: 'callout', tone: 'note' })
    if (note?.type !== 'callout' || note.blocks[0]?.type !== 'paragraph') throw new Error('no note')
    expect(plainText(note.blocks[0].content)).toBe('참고 & 안내')
  })

  it('refuses what a guide must not carry: raw HTML, images, code, other links, a missing title', () => {
    expect(() => markdownToDocument('# t\n\n<script>alert(1)</script>')).toThrow(ContentError)
    expect(() => markdownToDocument('# t\n\n![x](https://a.kr/x.png)')).toThrow(ContentError)
    expect(() => markdownToDocument('# t\n\n```\ncode\n```')).toThrow(ContentError)
    expect(() => markdownToDocument('# t\n\n[x](javascript:alert(1))')).toThrow(ContentError)
    expect(() => markdownToDocument('## no title')).toThrow(ContentError)
  })
})
