import { describe, expect, it } from 'vitest'
import { usageWithoutFrequency } from './usage-text'

describe('a medicine’s usage beside its frequency', () => {
  it('drops the frequency the app already shows', () => {
    expect(usageWithoutFrequency('하루 4번 눈에 넣으세요', 4)).toBe('눈에 넣으세요')
    expect(usageWithoutFrequency('1일 3회, 매 식후 30분', 3)).toBe('매 식후 30분')
  })

  it('keeps a frequency that says something else, and text without one', () => {
    expect(usageWithoutFrequency('하루 2번 눈에 넣으세요', 4)).toBe('하루 2번 눈에 넣으세요')
    expect(usageWithoutFrequency('매 식후 30분', 3)).toBe('매 식후 30분')
    expect(usageWithoutFrequency('하루 14번 이상 드시지 마세요', 1)).toBe('하루 14번 이상 드시지 마세요')
  })

  it('keeps the text whole when it is only the frequency', () => {
    expect(usageWithoutFrequency('하루 3번', 3)).toBe('하루 3번')
  })
})
