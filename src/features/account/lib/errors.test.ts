import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/http'
import { isNoSignUp } from './errors'

const http = (status: number, code: string) =>
  new ApiError({ kind: 'http', operation: 'signInByMobileAuth', status, code, reason: '…' })

describe('isNoSignUp', () => {
  it('is the 404 NO_SIGNUP answer only', () => {
    expect(isNoSignUp(http(404, 'NO_SIGNUP'))).toBe(true)
    expect(isNoSignUp(http(409, 'NO_SIGNUP'))).toBe(false)
    expect(isNoSignUp(http(404, 'NOT_FOUND'))).toBe(false)
    expect(isNoSignUp(new Error('NO_SIGNUP'))).toBe(false)
  })
})
