/**
 * The trust rules of account.yaml (docs/security.md), as the sandbox enforces them: a user id is
 * no proof, a refresh credential is rotated and bound to its phone, identity comes from a
 * verification handle the server holds, and look-ups that could find out about other people are
 * secured and limited.
 */
import { describe, expect, it } from 'vitest'
import {
  fetchPatientSummary,
  fetchUserInfo,
  findPatientNo,
  findUserByNameCi,
  revokeSession,
  signInByMobileAuth,
  signInByPatientNo,
  signInByUserId,
  signUpByMobileAuth,
} from '@/api/generated/account'
import { getApiConfig } from '@/api/http'
import { resolveUrl } from '@/api/http/api-config'
import { tokenStore } from '@/shared/storage/token-store'
import { SANDBOX_KIOSK_KEY } from '../../../mocks/handlers/lib/credentials'
import { sandbox } from '../../../mocks/runtime/sandbox'
import { DEMO_DEVICE_ID, seededRefreshToken } from '../../../mocks/seed/constants'
import { failure } from '../../support/failure'
import { verifyOnPhone } from '../../support/identity'
import { signInAs, withSandbox } from '../../support/use-sandbox'

withSandbox()

const SEOYEON = { ci: 'CI-OUTPATIENT-0001', userName: '이서연', birthDate: '19580314', cellphoneNumber: '01023456789' }
const GUEST = { ci: 'CI-GUEST-0001', userName: '한가람', birthDate: '19880417', cellphoneNumber: '01044448888' }

/** A fresh sign-in by identity verification on a phone: its access token and refresh credential. */
async function signInOn(deviceId = DEMO_DEVICE_ID) {
  const verificationId = await verifyOnPhone(SEOYEON, deviceId)
  return signInByMobileAuth({ verificationId, deviceId })
}

/** Whether an access token still opens the user's info. */
async function works(accessToken: string): Promise<boolean> {
  tokenStore.setAccessToken(accessToken)
  return fetchUserInfo().then(
    () => true,
    () => false,
  )
}

describe('renewing a session needs the refresh credential, not a user id', () => {
  it('refuses a user id alone: the contract requires the credential and the phone', async () => {
    const response = await fetch(resolveUrl(getApiConfig().mainBaseUrl, '/users/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: 'U1001' }),
    })
    expect(response.status).toBe(400)
  })

  it('rotates the credential on every renewal, and a reused one ends that sign-in everywhere', async () => {
    const login = await signInOn()
    const renewed = await signInByUserId({
      userId: 'U1001',
      refreshToken: login.refreshToken,
      deviceId: DEMO_DEVICE_ID,
    })
    expect(renewed.refreshToken).not.toBe(login.refreshToken)
    expect(await works(renewed.accessToken)).toBe(true)
    // The old credential again (a copy someone kept): refused, and the whole sign-in ends.
    const reused = await failure(
      signInByUserId({ userId: 'U1001', refreshToken: login.refreshToken, deviceId: DEMO_DEVICE_ID }),
    )
    expect(reused).toMatchObject({ status: 401, code: 'REFRESH_REUSED' })
    expect(await works(renewed.accessToken)).toBe(false)
    expect(await works(login.accessToken)).toBe(false)
    const next = await failure(
      signInByUserId({ userId: 'U1001', refreshToken: renewed.refreshToken, deviceId: DEMO_DEVICE_ID }),
    )
    expect(next).toMatchObject({ status: 401, code: 'REFRESH_REVOKED' })
  })

  it('is bound to the phone it was issued to, and to its user', async () => {
    const login = await signInOn()
    expect(
      await failure(
        signInByUserId({ userId: 'U1001', refreshToken: login.refreshToken, deviceId: 'another-phone-01' }),
      ),
    ).toMatchObject({ status: 401, code: 'DEVICE_MISMATCH' })
    expect(
      await failure(signInByUserId({ userId: 'U1002', refreshToken: login.refreshToken, deviceId: DEMO_DEVICE_ID })),
    ).toMatchObject({ status: 401, code: 'REFRESH_REVOKED' })
  })

  it('expires: access tokens after an hour, refresh credentials after 30 days', async () => {
    const login = await signInOn()
    sandbox.clock.advance(61)
    expect(await works(login.accessToken)).toBe(false)
    const renewed = await signInByUserId({
      userId: 'U1001',
      refreshToken: login.refreshToken,
      deviceId: DEMO_DEVICE_ID,
    })
    expect(await works(renewed.accessToken)).toBe(true)
    sandbox.clock.advance(30 * 24 * 60 + 1)
    expect(
      await failure(signInByUserId({ userId: 'U1001', refreshToken: renewed.refreshToken, deviceId: DEMO_DEVICE_ID })),
    ).toMatchObject({ status: 401, code: 'REFRESH_EXPIRED' })
  })

  it("signing out revokes it on the server, with every token of that sign-in and the phone's push registration", async () => {
    const login = await signInOn()
    tokenStore.setAccessToken(login.accessToken)
    const { registerPushToken } = await import('@/api/generated/account')
    await registerPushToken({ fcmToken: 'fcm-phone-1', os: 'ANDROID', deviceId: DEMO_DEVICE_ID })
    expect(await revokeSession({ refreshToken: login.refreshToken, deviceId: DEMO_DEVICE_ID })).toMatchObject({
      revoked: 'Y',
    })
    expect(await works(login.accessToken)).toBe(false)
    expect(sandbox.db.pushTokens.findFirst((q) => q.where({ fcmToken: 'fcm-phone-1' }))).toBeUndefined()
    expect(
      await failure(signInByUserId({ userId: 'U1001', refreshToken: login.refreshToken, deviceId: DEMO_DEVICE_ID })),
    ).toMatchObject({ code: 'REFRESH_REVOKED' })
    // An unknown credential gets the same answer (nothing is told about what exists).
    const unknown = await revokeSession({ refreshToken: seededRefreshToken('U9999'), deviceId: DEMO_DEVICE_ID })
    expect(unknown.revoked).toBe('Y')
  })
})

describe('identity comes from a handle the server holds', () => {
  it('tells who verified without the CI or the user id, and keeps the handle for the sign-up', async () => {
    const verificationId = await verifyOnPhone(GUEST)
    const person = await findUserByNameCi({ verificationId, deviceId: DEMO_DEVICE_ID })
    expect(person).toMatchObject({ exists: 'N', userName: '한가람', birthDate: '19880417' })
    expect(JSON.stringify(person)).not.toMatch(/CI-|userId/)
    expect(await failure(signInByMobileAuth({ verificationId, deviceId: DEMO_DEVICE_ID }))).toMatchObject({
      code: 'NO_SIGNUP',
    })
    await signUpByMobileAuth({ verificationId, deviceId: DEMO_DEVICE_ID, agreedTermsIds: [1, 2, 3], marketingYn: 'N' })
  })

  it('uses a handle once, on the phone it was made for, within ten minutes', async () => {
    const once = await verifyOnPhone(SEOYEON)
    await signInByMobileAuth({ verificationId: once, deviceId: DEMO_DEVICE_ID })
    expect(await failure(signInByMobileAuth({ verificationId: once, deviceId: DEMO_DEVICE_ID }))).toMatchObject({
      status: 409,
      code: 'VERIFICATION_USED',
    })
    const elsewhere = await verifyOnPhone(SEOYEON)
    expect(
      await failure(signInByMobileAuth({ verificationId: elsewhere, deviceId: 'another-phone-01' })),
    ).toMatchObject({
      status: 409,
      code: 'VERIFICATION_INVALID',
    })
    const late = await verifyOnPhone(SEOYEON)
    sandbox.clock.advance(11)
    expect(await failure(signInByMobileAuth({ verificationId: late, deviceId: DEMO_DEVICE_ID }))).toMatchObject({
      status: 409,
      code: 'VERIFICATION_EXPIRED',
    })
    // A handle nobody verified under (guessed, or the provider never answered).
    expect(
      await failure(
        signInByMobileAuth({ verificationId: 'iv_AAAAAAAAAAAAAAAAAAAAAAAAAAAA', deviceId: DEMO_DEVICE_ID }),
      ),
    ).toMatchObject({ code: 'VERIFICATION_INVALID' })
  })
})

describe('look-ups that could unlock accounts', () => {
  it("finds only the signed-in patient's own number, and not too often", async () => {
    expect(await failure(findPatientNo({ userName: '이서연', residentNumber: '5803142123456' }))).toMatchObject({
      status: 401,
    })
    signInAs('inpatient')
    // Someone else's resident number: the same answer as a number the hospital does not have.
    expect(await failure(findPatientNo({ userName: '이서연', residentNumber: '5803142123456' }))).toMatchObject({
      status: 404,
      code: 'PATIENT_NOT_REGISTERED',
    })
    signInAs('outpatient')
    expect(await findPatientNo({ userName: '이서연', residentNumber: '5803142123456' })).toMatchObject({
      patientNo: '10234567',
    })
    for (let i = 0; i < 4; i += 1) await findPatientNo({ userName: '이서연', residentNumber: '5803142123456' })
    const limited = await failure(findPatientNo({ userName: '이서연', residentNumber: '5803142123456' }))
    expect(limited).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS' })
  })

  it('confirms a patient number for proxy payment only when signed in, ten times in ten minutes', async () => {
    const birthDate = { 'X-Patient-Birth-Date': '19490702' }
    expect(await failure(fetchPatientSummary('10345678', birthDate))).toMatchObject({ status: 401 })
    signInAs('outpatient')
    for (let i = 0; i < 10; i += 1) await fetchPatientSummary('10345678', birthDate).catch(() => undefined)
    const response = await fetch(resolveUrl(getApiConfig().mainBaseUrl, '/users/patient/10345678'), {
      headers: { Authorization: 'Bearer sandbox-token-U1001', ...birthDate },
    })
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await response.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' })
  })

  it('signs in by patient number only at a hospital kiosk', async () => {
    const request = { patientNo: '10234567', userName: '이서연', birthDate: '19580314' }
    expect(await failure(signInByPatientNo(request))).toMatchObject({ status: 401 })
    expect(await failure(signInByPatientNo(request, { headers: { 'X-Kiosk-Key': 'guessed' } }))).toMatchObject({
      status: 403,
      code: 'KIOSK_ONLY',
    })
    const kiosk = await signInByPatientNo(request, { headers: { 'X-Kiosk-Key': SANDBOX_KIOSK_KEY } })
    expect(kiosk).not.toHaveProperty('refreshToken')
  })
})
