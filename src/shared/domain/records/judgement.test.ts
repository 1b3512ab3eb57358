import { describe, expect, it } from 'vitest'
import { abnormalCount, isAbnormal } from './judgement'

describe('judgement', () => {
  it('counts the items out of range', () => {
    expect(isAbnormal('H')).toBe(true)
    expect(isAbnormal('L')).toBe(true)
    expect(isAbnormal('N')).toBe(false)
    expect(abnormalCount([{ flag: 'N' }, { flag: 'H' }, { flag: 'L' }])).toBe(2)
    expect(abnormalCount([])).toBe(0)
  })
})
