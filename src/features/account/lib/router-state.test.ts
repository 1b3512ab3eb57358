import { describe, expect, it } from 'vitest'
import { readIdentity, readReturnTo } from './router-state'

const identity = {
  ci: 'CI-GUEST-0001',
  userName: '한가람',
  birthDate: '19880417',
  cellphoneNumber: '01044448888',
  gender: 'M',
}

describe('router state', () => {
  it('reads a complete identity verification', () => {
    expect(readIdentity({ identity, guarded: true })).toEqual(identity)
    expect(readIdentity({ identity: { ...identity, gender: 'X' } })).toEqual({
      ci: 'CI-GUEST-0001',
      userName: '한가람',
      birthDate: '19880417',
      cellphoneNumber: '01044448888',
    })
  })

  it('ignores a missing or partial identity', () => {
    expect(readIdentity(null)).toBeUndefined()
    expect(readIdentity({ guarded: true })).toBeUndefined()
    expect(readIdentity({ identity: { ...identity, ci: '' } })).toBeUndefined()
  })

  it("reads the guard's returnTo, in-app paths only", () => {
    expect(readReturnTo({ guarded: true, returnTo: '/account/management' })).toBe('/account/management')
    expect(readReturnTo({ returnTo: '//evil.example' })).toBeUndefined()
    expect(readReturnTo({ returnTo: 'https://evil.example' })).toBeUndefined()
    expect(readReturnTo(undefined)).toBeUndefined()
  })
})
