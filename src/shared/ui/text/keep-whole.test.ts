import { describe, expect, it } from 'vitest'
import { glueSeparators, keepWhole, splitTokens } from './keep-whole'

const wholes = (text: string) =>
  splitTokens(text)
    .filter((part) => part.whole)
    .map((part) => part.text)

describe('tokens kept on one line', () => {
  it('dates with their weekday, and date ranges', () => {
    expect(wholes('2026.11.18 (수)부터 볼 수 있습니다')).toEqual(['2026.11.18 (수)'])
    expect(wholes('기간 2026.11.18 ~ 2026.11.20')).toEqual(['2026.11.18 ~ 2026.11.20'])
    expect(wholes('11월 23일(월) 오전 10:30 진료')).toEqual(['11월 23일(월)', '오전 10:30'])
    expect(wholes('11.20 (금) 공지')).toEqual(['11.20 (금)'])
    expect(wholes('(일~목 오전 9:00)')).toEqual(['일~목', '오전 9:00'])
  })

  it('times and time ranges', () => {
    expect(wholes('평일 오후 1:30 ~ 5:00')).toEqual(['오후 1:30 ~ 5:00'])
    expect(wholes('오전 9:00-12:30, 오후 1:30-4:30')).toEqual(['오전 9:00-12:30', '오후 1:30-4:30'])
    expect(wholes('점심 12:00 ~ 12:30')).toEqual(['12:00 ~ 12:30'])
    expect(wholes('오전 11:45에 예약')).toEqual(['오전 11:45'])
  })

  it('amounts and phone numbers', () => {
    expect(wholes('18,400원이 결제되었습니다')).toEqual(['18,400원'])
    expect(wholes('문의 02-2290-8114, 1588-0000')).toEqual(['02-2290-8114', '1588-0000'])
  })

  it('keeps every letter, in order', () => {
    const text = '2026.11.18 (수) · 국가검진 · 오후 1:30 ~ 5:00 · 12,300원'
    expect(
      splitTokens(text)
        .map((part) => part.text)
        .join('')
        .replaceAll('\u00a0', ' '),
    ).toBe(text)
  })

  it('a separator never starts a line: the space before it does not break', () => {
    expect(glueSeparators('외과 · 오태석 교수')).toBe('외과\u00a0· 오태석 교수')
    expect(glueSeparators('월 ~ 금')).toBe('월\u00a0~ 금')
  })
})

describe('keepWhole', () => {
  it('joins a token with no-break spaces, and leaves the spaces between words', () => {
    expect(keepWhole('결과는 2026.12.02 (수)부터 볼 수 있습니다')).toBe(
      '결과는 2026.12.02\u00a0(수)부터 볼 수 있습니다',
    )
    expect(keepWhole('평일 오후 1:30 ~ 5:00 · 토요일 휴진')).toBe(
      '평일 오후\u00a01:30\u00a0~\u00a05:00\u00a0· 토요일 휴진',
    )
  })

  it('answers a text asked again the same, also after many other texts', () => {
    const text = '접수 마감 오후 4:30 · 문의 02-2290-8114'
    const first = keepWhole(text)
    expect(keepWhole(text)).toBe(first)
    for (let i = 0; i < 1_200; i++) keepWhole(`${i}번째 안내 2026.12.${(i % 28) + 1} (월)`)
    expect(keepWhole(text)).toBe('접수 마감 오후\u00a04:30\u00a0· 문의 02-2290-8114')
    expect(keepWhole(text)).toBe(first)
  })
})
