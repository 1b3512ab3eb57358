import { describe, expect, it } from 'vitest'
import { momentText } from './moment'

describe('momentText', () => {
  it('says only the time for today, and the date too for another day', () => {
    expect(momentText('2026-11-23T13:10:00+09:00', '2026-11-23')).toBe('오후 1:10')
    expect(momentText('2026-11-22T16:40:00+09:00', '2026-11-23')).toBe('2026.11.22 (일) 오후 4:40')
  })
})
