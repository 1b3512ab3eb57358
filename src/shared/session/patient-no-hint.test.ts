import { describe, expect, it } from 'vitest'
import { forgetPersonalData } from '../storage/personal-keys'
import { lastKnownPatientNo, rememberPatientNo } from './patient-no-hint'

describe('the session’s patient-number hint', () => {
  it('is what the session’s user info last said', () => {
    expect(lastKnownPatientNo('token-a')).toBeUndefined()
    rememberPatientNo('token-a', false)
    expect(lastKnownPatientNo('token-a')).toBe(false)
    rememberPatientNo('token-a', true)
    expect(lastKnownPatientNo('token-a')).toBe(true)
  })

  it('says nothing to another session (another sign-in, an account switch) or without one', () => {
    rememberPatientNo('token-a', true)
    expect(lastKnownPatientNo('token-b')).toBeUndefined()
    expect(lastKnownPatientNo(null)).toBeUndefined()
  })

  it('is forgotten at sign-out, and a damaged one says nothing', () => {
    rememberPatientNo('token-a', true)
    forgetPersonalData()
    expect(lastKnownPatientNo('token-a')).toBeUndefined()
    localStorage.setItem('personal:patient-no-hint', 'damaged')
    expect(lastKnownPatientNo('token-a')).toBeUndefined()
  })
})
