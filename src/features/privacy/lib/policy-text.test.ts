import { describe, expect, it } from 'vitest'
import { policyBlocks, policyDocument } from './policy-text'

describe('policyBlocks', () => {
  it('makes numbered section titles headings, "- " lines lists and the rest paragraphs', () => {
    const text = [
      '병원은 개인정보를 보호합니다.',
      '',
      '1. 개인정보의 처리 목적',
      '병원은 다음 목적으로 처리합니다.',
      '- 본인 확인',
      '- 진료예약',
      '',
      '2. 보유 기간',
      '회원 탈퇴 때까지',
      '보관합니다.',
    ].join('\n')
    expect(policyBlocks(text)).toEqual([
      { type: 'paragraph', text: '병원은 개인정보를 보호합니다.' },
      { type: 'heading', text: '1. 개인정보의 처리 목적' },
      { type: 'paragraph', text: '병원은 다음 목적으로 처리합니다.' },
      { type: 'list', items: ['본인 확인', '진료예약'] },
      { type: 'heading', text: '2. 보유 기간' },
      { type: 'paragraph', text: '회원 탈퇴 때까지 보관합니다.' },
    ])
  })

  it('knows articles (제1조 (목적)) and Windows line ends', () => {
    expect(policyBlocks('제1조 (목적)\r\n이 약관은 ...\r\n\r\n제 2 조\r\n내용')).toEqual([
      { type: 'heading', text: '제1조 (목적)' },
      { type: 'paragraph', text: '이 약관은 ...' },
      { type: 'heading', text: '제 2 조' },
      { type: 'paragraph', text: '내용' },
    ])
  })

  it('keeps a long numbered sentence a paragraph, not a heading', () => {
    const sentence = '1. 수집하는 개인정보: 이름, 생년월일, 휴대폰 번호, 연계정보(CI), 환자번호를 본인 확인에 씁니다.'
    expect(policyBlocks(sentence)).toEqual([{ type: 'paragraph', text: sentence }])
  })

  it('gives nothing for empty text', () => {
    expect(policyBlocks('')).toEqual([])
    expect(policyBlocks('\n\n  \n')).toEqual([])
  })

  it('treats markup as text', () => {
    expect(policyBlocks('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'paragraph', text: '<img src=x onerror=alert(1)>' },
    ])
  })
})

describe('policyDocument', () => {
  it('is a content page: the opening paragraph leads, sections are anchored headings', () => {
    const page = policyDocument(
      '개인정보 처리방침',
      '병원은 보호합니다.\n\n1. 목적\n- 본인 확인\n\n2. 기간\n탈퇴 때까지',
    )
    expect(page).toEqual({
      title: '개인정보 처리방침',
      lead: [{ type: 'text', text: '병원은 보호합니다.' }],
      blocks: [
        { type: 'heading', level: 2, id: 'policy-1', content: [{ type: 'text', text: '1. 목적' }] },
        { type: 'list', ordered: false, items: [{ content: [{ type: 'text', text: '본인 확인' }] }] },
        { type: 'heading', level: 2, id: 'policy-2', content: [{ type: 'text', text: '2. 기간' }] },
        { type: 'paragraph', content: [{ type: 'text', text: '탈퇴 때까지' }] },
      ],
    })
  })

  it('has no lead when the text starts with a section', () => {
    expect(policyDocument('t', '1. 목적\n내용')).not.toHaveProperty('lead')
  })
})
