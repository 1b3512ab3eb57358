import { describe, expect, it } from 'vitest'
import { readReturnTo, readVerificationId } from './router-state'

const verificationId = 'iv_c2lnbnVwX2hhbmdhcmFtX2RlbW8x'

describe('router state', () => {
  it('reads the verification handle, and nothing of the person', () => {
    expect(readVerificationId({ verificationId, guarded: true })).toBe(verificationId)
  })

  it('ignores a missing or malformed handle', () => {
    expect(readVerificationId(null)).toBeUndefined()
    expect(readVerificationId({ guarded: true })).toBeUndefined()
    expect(readVerificationId({ verificationId: 'iv_short' })).toBeUndefined()
    expect(readVerificationId({ verificationId: `${verificationId}/../x` })).toBeUndefined()
    expect(readVerificationId({ identity: { ci: 'CI-GUEST-0001', userName: '한가람' } })).toBeUndefined()
  })

  it("reads the guard's returnTo, in-app paths only", () => {
    expect(readReturnTo({ guarded: true, returnTo: '/account/management' })).toBe('/account/management')
    expect(readReturnTo({ returnTo: '//evil.example' })).toBeUndefined()
    expect(readReturnTo({ returnTo: 'https://evil.example' })).toBeUndefined()
    expect(readReturnTo(undefined)).toBeUndefined()
  })
})
