import { describe, expect, it } from 'vitest'
import { MAX_TEXT_SCALE, rootFontSize, textSizeOf } from './text-size'

describe('the text size', () => {
  it("keeps the spec's setting: OFF is 1rem, ON is 1.13rem", () => {
    expect(rootFontSize(textSizeOf({ isBigFont: 'OFF', bigFontStep: 'larger' }))).toBe('1rem')
    expect(rootFontSize(textSizeOf({ isBigFont: 'ON', bigFontStep: 'large' }))).toBe('1.13rem')
  })

  it('offers a larger step for those who need more', () => {
    expect(rootFontSize(textSizeOf({ isBigFont: 'ON', bigFontStep: 'larger' }))).toBe('1.3rem')
  })

  it("follows the phone's own size as a floor, never above the largest step", () => {
    expect(rootFontSize('normal', 1.2)).toBe('1.2rem')
    expect(rootFontSize('large', 1.2)).toBe('1.2rem')
    expect(rootFontSize('larger', 1.2)).toBe('1.3rem')
    expect(rootFontSize('normal', 0.85)).toBe('1rem')
    expect(rootFontSize('normal', 3)).toBe(`${MAX_TEXT_SCALE}rem`)
    expect(rootFontSize('normal', Number.NaN)).toBe('1rem')
  })
})
