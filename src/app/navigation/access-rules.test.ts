import { describe, expect, it, vi } from 'vitest'
import { decideAccess, type GuardFacts } from './access-rules'

const signedIn = (overrides: Partial<GuardFacts> = {}): GuardFacts => ({
  isSignedIn: true,
  hasPatientNo: true,
  mainUserId: 'U1001',
  inpatientStatus: vi.fn(() => Promise.resolve('Y' as const)),
  ...overrides,
})
const signedOut = (): GuardFacts => ({
  isSignedIn: false,
  hasPatientNo: false,
  mainUserId: undefined,
  inpatientStatus: vi.fn(() => Promise.resolve('N' as const)),
})

describe('the route guard, rule by rule (spec section 4)', () => {
  it('1. cancels the sign-in route while signed in', async () => {
    expect(await decideAccess('accountSignInAuth', signedIn())).toEqual({ kind: 'cancel' })
  })

  it('2. allows public routes to anyone', async () => {
    expect(await decideAccess('accountSignInAuth', signedOut())).toEqual({ kind: 'allow' })
    expect(await decideAccess('department', signedOut())).toEqual({ kind: 'allow' })
    expect(await decideAccess('registerPatient', signedIn({ hasPatientNo: false }))).toEqual({ kind: 'allow' })
  })

  it('3. asks to register a patient number, and does not navigate, when one is required', async () => {
    expect(await decideAccess('outpatientResult', signedIn({ hasPatientNo: false }))).toEqual({
      kind: 'register-patient',
    })
  })

  it('4. lets inpatient-only routes through only when isStatusIn is Y', async () => {
    const inHospital = signedIn()
    expect(await decideAccess('inpatientRound', inHospital)).toEqual({ kind: 'allow' })
    expect(inHospital.inpatientStatus).toHaveBeenCalledOnce()
    expect(await decideAccess('inpatientRound', signedIn({ inpatientStatus: () => Promise.resolve('N') }))).toEqual({
      kind: 'inpatient-only',
    })
  })

  it('5. sends a signed-out visitor to sign in for any other route', async () => {
    expect(await decideAccess('timeline', signedOut())).toEqual({ kind: 'sign-in' })
    expect(await decideAccess('outpatientResult', signedOut())).toEqual({ kind: 'sign-in' })
    expect(await decideAccess('inpatientRound', signedOut())).toEqual({ kind: 'sign-in' })
  })

  it('allows a signed-in patient everywhere else', async () => {
    expect(await decideAccess('timeline', signedIn())).toEqual({ kind: 'allow' })
    expect(await decideAccess('outpatientResult', signedIn())).toEqual({ kind: 'allow' })
  })

  it("opens the inpatient payment menu only for main user ids on the hospital's allow list", async () => {
    const allowList = ['U2001', 'U1002']
    expect(await decideAccess('inpatientPaymentDefault', signedIn({ mainUserId: 'U1002' }), allowList)).toEqual({
      kind: 'allow',
    })
    expect(await decideAccess('inpatientPaymentDefault', signedIn({ mainUserId: 'U1001' }), allowList)).toEqual({
      kind: 'maintenance',
    })
    // A build without the configuration lets nobody in.
    expect(await decideAccess('inpatientPaymentDefault', signedIn({ mainUserId: 'U1002' }), [])).toEqual({
      kind: 'maintenance',
    })
  })
})

describe('the order of the rules', () => {
  it('checks the patient number (3) before the inpatient status (4), and never asks the server needlessly', async () => {
    const facts = signedIn({ hasPatientNo: false })
    expect(await decideAccess('inpatientRound', facts)).toEqual({ kind: 'register-patient' })
    expect(facts.inpatientStatus).not.toHaveBeenCalled()
  })

  it('checks the inpatient status (4) before the allow list', async () => {
    const facts = signedIn({ mainUserId: 'U1001', inpatientStatus: () => Promise.resolve('N') })
    expect(await decideAccess('inpatientPaymentDefault', facts, ['U1002'])).toEqual({ kind: 'inpatient-only' })
  })

  it('lets a public route (2) win over everything after it', async () => {
    const facts = signedIn({ hasPatientNo: false })
    expect(await decideAccess('checkupNotice', facts)).toEqual({ kind: 'allow' })
  })

  it('does not ask a signed-out visitor to register a number (3), but to sign in (5)', async () => {
    const facts = signedOut()
    expect(await decideAccess('outpatientResult', facts)).toEqual({ kind: 'sign-in' })
    expect(facts.inpatientStatus).not.toHaveBeenCalled()
  })
})
