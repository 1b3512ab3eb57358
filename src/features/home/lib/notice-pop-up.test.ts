import { describe, expect, it } from 'vitest'
import { noticePopUpOpen, type NoticePopUpFacts } from './notice-pop-up'

const now = Date.parse('2026-11-23T09:00:00+09:00')
const usual: NoticePopUpFacts = {
  hasNotice: true,
  closed: false,
  guideOpen: false,
  guideReadThisStart: false,
  hiddenUntil: 0,
  now,
}

describe("the week's notice pop-up", () => {
  it('pops up at a usual start', () => {
    expect(noticePopUpOpen(usual)).toBe(true)
  })

  it('never over the first-run guide, nor after it at the same start (one thing before home)', () => {
    expect(noticePopUpOpen({ ...usual, guideOpen: true })).toBe(false)
    expect(noticePopUpOpen({ ...usual, guideReadThisStart: true })).toBe(false)
  })

  it('stays away once closed, and until midnight after "오늘 하루 보지 않기"', () => {
    expect(noticePopUpOpen({ ...usual, closed: true })).toBe(false)
    expect(noticePopUpOpen({ ...usual, hiddenUntil: now + 1 })).toBe(false)
    expect(noticePopUpOpen({ ...usual, hiddenUntil: now })).toBe(true)
  })

  it('without a notice this week, nothing', () => {
    expect(noticePopUpOpen({ ...usual, hasNotice: false })).toBe(false)
  })
})
