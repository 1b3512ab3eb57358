import { describe, expect, it } from 'vitest'
import { parseUserIds } from './inpatient-payment'

describe('the inpatient payment allow list (hospital configuration)', () => {
  it('reads user ids separated by commas, spaces around them ignored', () => {
    expect(parseUserIds('U1002, U2001 ,U3003')).toEqual(['U1002', 'U2001', 'U3003'])
  })

  it('is empty when the build sets nothing (nobody gets in)', () => {
    expect(parseUserIds(undefined)).toEqual([])
    expect(parseUserIds('')).toEqual([])
    expect(parseUserIds(' , ')).toEqual([])
  })
})
