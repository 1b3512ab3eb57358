import { describe, expect, it } from 'vitest'
import {
  MatchQuality,
  indexItems,
  matchKey,
  normalizeSearchText,
  searchItems,
  toSearchKey,
  toSearchQuery,
} from './hangul-search'

const match = (text: string, query: string, initials = true) =>
  matchKey(toSearchKey(text), toSearchQuery(query)!, { initials })

describe('toSearchQuery', () => {
  it('is null for nothing searchable', () => {
    expect(toSearchQuery('')).toBeNull()
    expect(toSearchQuery('   ')).toBeNull()
  })

  it('tells initial consonants from syllables', () => {
    expect(toSearchQuery('ㄱㅅ')).toMatchObject({ initialsOnly: true, mixed: false })
    expect(toSearchQuery('김성')).toMatchObject({ initialsOnly: false, mixed: false })
    expect(toSearchQuery('김ㅅㅎ')).toMatchObject({ initialsOnly: false, mixed: true })
  })
})

describe('matchKey', () => {
  it('finds by initial consonants', () => {
    expect(match('김성훈', 'ㄱㅅ')).toBe(MatchQuality.prefix)
    expect(match('김성훈', 'ㄱㅅㅎ')).toBe(MatchQuality.exact)
    expect(match('김성훈', 'ㅅㅎ')).toBe(MatchQuality.contains)
    expect(match('이정민', 'ㄱㅅ')).toBe(MatchQuality.none)
  })

  it('does not use initial consonants where they are switched off', () => {
    expect(match('가슴 두근거림', 'ㄱㅅ', false)).toBe(MatchQuality.none)
  })

  it('finds by half-typed syllables, as the keyboard composes them', () => {
    for (const typed of ['김', '김ㅅ', '김서', '김성', '김성ㅎ', '김성후', '김성훈']) {
      expect(match('김성훈', typed), typed).not.toBe(MatchQuality.none)
    }
    expect(match('김성훈', '성후')).toBe(MatchQuality.contains)
    expect(match('김성훈', '김성훈')).toBe(MatchQuality.exact)
  })

  it('takes a final consonant that will become the next initial (삭 while typing 사과)', () => {
    expect(match('사과', '삭')).toBe(MatchQuality.prefix)
    expect(match('이정민', '잊')).toBe(MatchQuality.prefix)
  })

  it('mixes syllables and initial consonants (김ㅅㅎ)', () => {
    expect(match('김성훈', '김ㅅㅎ')).toBe(MatchQuality.exact)
    expect(match('김성훈', '김ㅅ')).toBe(MatchQuality.prefix)
    expect(match('김상윤', '김ㅅㅎ')).toBe(MatchQuality.none)
  })

  it('ignores spaces, case and decomposed input', () => {
    expect(match('가슴 두근거림', '가슴두근')).toBe(MatchQuality.prefix)
    expect(match('COPD', 'copd')).toBe(MatchQuality.exact)
    expect(match('김성훈', '김성훈'.normalize('NFD'))).toBe(MatchQuality.exact)
    expect(normalizeSearchText(' 소아 청소년 ')).toBe('소아청소년')
  })

  it('does not match unrelated words', () => {
    expect(match('심부전', '부정맥')).toBe(MatchQuality.none)
    expect(match('김성훈', '박')).toBe(MatchQuality.none)
  })
})

describe('searchItems', () => {
  const people = [
    { name: '이정민', topic: '김치' },
    { name: '김상윤', topic: '' },
    { name: '김성훈', topic: '' },
  ]
  const index = indexItems(people, (p) => [
    { kind: 'name', text: p.name, weight: 3, initials: true },
    { kind: 'topic', text: p.topic, weight: 1 },
  ])

  it('ranks better matches first and keeps the order of equal ones', () => {
    const hits = searchItems(index, toSearchQuery('김')!)
    expect(hits.map((h) => h.item.name)).toEqual(['김상윤', '김성훈', '이정민'])
    expect(hits[2]!.field.kind).toBe('topic')
  })

  it('leaves out empty fields', () => {
    expect(index[1]!.fields.map((f) => f.kind)).toEqual(['name'])
  })
})
