import { describe, expect, it } from 'vitest'
import type { TermsSummary } from '@/api/generated/account/model'
import { agreedTermIds, marketingYnOf, missingRequiredTerms, termField, termTitle } from './terms'

const TERMS: TermsSummary[] = [
  { termsId: 1, title: '서비스 이용약관', required: 'Y', version: '2.1' },
  { termsId: 2, title: '개인정보 처리방침', required: 'Y', version: '2.1' },
  { termsId: 3, title: '민감정보(건강정보) 처리 동의', required: 'Y', version: '2.1' },
  { termsId: 4, title: '마케팅 정보 수신 동의 (선택)', required: 'N', version: '2.1' },
  { termsId: 5, title: '위치정보 이용 동의 (선택)', required: 'N', version: '2.1' },
]

describe('sign-up terms', () => {
  it('lists the required terms not agreed yet', () => {
    expect(missingRequiredTerms(TERMS, [1, 4]).map((t) => t.termsId)).toEqual([2, 3])
    expect(missingRequiredTerms(TERMS, [1, 2, 3])).toEqual([])
  })

  it('sends marketingYn Y only for the marketing term', () => {
    expect(marketingYnOf(TERMS, [1, 2, 3])).toBe('N')
    expect(marketingYnOf(TERMS, [1, 2, 3, 5])).toBe('N')
    expect(marketingYnOf(TERMS, [1, 2, 3, 4])).toBe('Y')
  })

  it("drops the server's own required/optional mark from a title", () => {
    expect(termTitle(TERMS[3]!)).toBe('마케팅 정보 수신 동의')
    expect(termTitle(TERMS[0]!)).toBe('서비스 이용약관')
    expect(termTitle({ title: '민감정보(건강정보) 처리 동의' })).toBe('민감정보(건강정보) 처리 동의')
  })

  it('reads the checked terms from the form', () => {
    expect(termField(3)).toBe('t3')
    expect(agreedTermIds(TERMS, { t1: true, t2: false, t4: true })).toEqual([1, 4])
  })
})
