/**
 * What the security review proved against the sandbox, each replayed as the request that proved
 * it (docs/security.md, "Whose data each call may touch"). Each of these answered the stranger
 * before the access rules; the authorization matrix (authorization-matrix.test.ts) holds every
 * operation to its rule besides.
 */
import { describe, expect, it } from 'vitest'
import {
  addFamilyAccount,
  fetchMultiAccountList,
  fetchPatientSummary,
  refreshMainToken,
  registerFamilyPatientNo,
  registerPatientNo,
  signInByPatientNo,
  signInByUserId,
} from '@/api/generated/account'
import { authorizeSkPay, fetchUbPayStatus, requestUbPay, updateHipassCard } from '@/api/generated/common'
import { listPayableBills } from '@/api/generated/outpatient'
import { tokenStore } from '@/shared/storage/token-store'
import { registerOnCardPage } from '../../../mocks/handlers/card-registrations'
import { SANDBOX_KIOSK_KEY } from '../../../mocks/handlers/lib/credentials'
import { sandbox } from '../../../mocks/runtime/sandbox'
import { DEMO_DEVICE_ID, seededRefreshToken } from '../../../mocks/seed/constants'
import { failure } from '../../support/failure'
import { signInAs, withSandbox } from '../../support/use-sandbox'

withSandbox()

/** What a refusal tells: the same status, code and words, or it tells something. */
const told = async (call: Promise<unknown>) => {
  const { status, code, reason } = await failure(call)
  return { status, code, reason }
}

describe("a stranger cannot take over another family's child (high)", () => {
  it("links a child's record only for the guardian the hospital recorded", async () => {
    signInAs('outpatient')
    // 이서연 adds a child with the name and birth date of 정해진's daughter, naming herself guardian.
    await addFamilyAccount({
      relation: 'CHILD',
      userName: '정하윤',
      birthDate: '20160830',
      guardian: { guardianName: '이서연', guardianBirthDate: '19580314', guardianCellphone: '01023456789' },
    })
    const stranger = (await fetchMultiAccountList()).accounts.find((account) => account.userName === '정하윤')!
    const request = {
      userId: stranger.userId,
      userName: '정하윤',
      residentNumber: '1608304123456',
      consentYn: 'Y' as const,
    }
    expect(await told(registerFamilyPatientNo(request))).toMatchObject({ status: 404, code: 'PATIENT_NOT_REGISTERED' })

    // Her father, whom the desk recorded as her guardian, still links it.
    signInAs('family')
    const linked = await registerFamilyPatientNo({ ...request, userId: 'U1005' })
    expect(linked.accounts.find((account) => account.userId === 'U1005')?.patientNo).toBe('10567891')
  })

  it("links an adult's record only to the person who verified", async () => {
    signInAs('newcomer')
    // 배수진 tries 이서연's resident number under 이서연's name.
    const someoneElse = await told(
      registerPatientNo({ userName: '이서연', residentNumber: '5803142123456', consentYn: 'Y' }),
    )
    expect(someoneElse).toMatchObject({ status: 404, code: 'PATIENT_NOT_REGISTERED' })
  })
})

describe('resident numbers cannot be confirmed by trial (high)', () => {
  it('answers alike for "no such number", "another person" and "taken by another account"', async () => {
    signInAs('newcomer')
    const unknown = await told(
      registerPatientNo({ userName: '배수진', residentNumber: '9012032999999', consentYn: 'Y' }),
    )
    const another = await told(
      registerPatientNo({ userName: '이서연', residentNumber: '5803142123456', consentYn: 'Y' }),
    )
    // Her own record, held by another account (say, one she made before).
    await sandbox.db.users.update((q) => q.where({ userId: 'U1001' }), {
      data(user) {
        user.patientNo = '10678901'
      },
    })
    const taken = await told(registerPatientNo({ userName: '배수진', residentNumber: '9012032123456', consentYn: 'Y' }))
    expect(another).toEqual(unknown)
    expect(taken).toEqual(unknown)
  })

  it('stops after five tries in ten minutes, whichever call takes the number', async () => {
    signInAs('newcomer')
    const answers: Array<number | undefined> = []
    for (let i = 0; i < 31; i += 1) {
      const residentNumber = `9012032${String(1_000_000 + i).slice(1)}`
      answers.push((await failure(registerPatientNo({ userName: '배수진', residentNumber, consentYn: 'Y' }))).status)
    }
    expect(answers.slice(0, 5)).toEqual([404, 404, 404, 404, 404])
    expect(new Set(answers.slice(5))).toEqual(new Set([429]))
  })
})

describe("another patient's visits cannot be read by number (high)", () => {
  it('lists bills of a number only once the payer confirmed it with the birth date, and nothing of the care', async () => {
    signInAs('outpatient')
    // 김순자 (정해진's mother) is no relation of 이서연.
    expect(await told(listPayableBills('2026-11-23', { patientNo: '10567892' }))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    })
    await fetchPatientSummary('10567892', { 'X-Patient-Birth-Date': '19510115' })
    const bills = await listPayableBills('2026-11-23', { patientNo: '10567892' })
    expect(bills.patientName).toBe('김*자')
    expect(JSON.stringify(bills)).not.toMatch(/신경과|임재현|receptionId/)
  })

  it('takes ten look-ups in ten minutes, misses included', async () => {
    signInAs('outpatient')
    for (let i = 0; i < 10; i += 1) {
      await failure(fetchPatientSummary(`1078901${i}`, { 'X-Patient-Birth-Date': '19000101' }))
    }
    expect(await told(fetchPatientSummary('10567892', { 'X-Patient-Birth-Date': '19510115' }))).toMatchObject({
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
    })
  })
})

describe('an access token does not outlive its sign-in (medium)', () => {
  it("renews a kiosk's token only inside its half hour", async () => {
    const kiosk = await signInByPatientNo(
      { patientNo: '10234567', userName: '이서연', birthDate: '19580314' },
      { headers: { 'X-Kiosk-Key': SANDBOX_KIOSK_KEY } },
    )
    tokenStore.setAccessToken(kiosk.accessToken)
    sandbox.clock.set('2026-11-23T09:20:00+09:00')
    const renewed = await refreshMainToken()
    tokenStore.setAccessToken(renewed.accessToken)
    sandbox.clock.set('2026-11-23T09:31:00+09:00')
    // An hour after the renewal would be 10:20; the kiosk's sign-in ended at 9:30.
    expect(await told(refreshMainToken())).toMatchObject({ status: 403, code: 'INVALID_TOKEN' })
  })

  it('renews no token of a sign-in whose refresh credential has ended', async () => {
    signInAs('outpatient')
    await sandbox.db.refreshTokens.updateMany((q) => q.where({ signInId: 'SI-SEED-U1001' }), {
      data(credential) {
        credential.status = 'USED'
      },
    })
    expect(await told(refreshMainToken())).toMatchObject({ status: 403, code: 'INVALID_TOKEN' })
  })
})

describe('sign-in by user id tells nobody which accounts exist (medium)', () => {
  /** A refresh credential of the right shape that nobody was issued. */
  const GUESSED = 'rt_guessed_credential_0123456789abcdef'
  const attempt = (userId: string, refreshToken = GUESSED, deviceId: string = DEMO_DEVICE_ID) =>
    told(signInByUserId({ userId, refreshToken, deviceId }))

  it('checks the credential first and answers one refusal, naming nobody', async () => {
    const existing = await attempt('U1001')
    expect(existing).toMatchObject({ status: 401, code: 'REFRESH_REVOKED' })
    expect(await attempt('U1099')).toEqual(existing)
    // A family member's id with the main account's credential: no "use the main account (정해진)".
    const member = await attempt('U1006', seededRefreshToken('U1004'))
    expect(member).toEqual(existing)
    expect(member.reason).not.toContain('정해진')
  })

  it('limits guesses at one account, whatever device id each request claims', async () => {
    for (let i = 0; i < 10; i += 1) await attempt('U1001', GUESSED, `device-${i}`)
    expect(await attempt('U1001', GUESSED, 'device-new')).toMatchObject({ status: 429 })
    // Another account is not locked by guesses at this one.
    expect(await attempt('U1003', GUESSED, 'device-y')).toMatchObject({ status: 401 })
  })
})

describe("payments are settled on the processor's word, for their owner (medium)", () => {
  it('registers a hi-pass card only when the card service confirms it for this account', async () => {
    signInAs('outpatient')
    expect(await told(updateHipassCard({ registered: 'Y', cardToken: 'any-token-at-all' }))).toMatchObject({
      status: 409,
      code: 'CARD_NOT_CONFIRMED',
    })
    const first = await authorizeSkPay({ patientNo: '10234567' })
    const second = await authorizeSkPay({ patientNo: '10234567' })
    expect(first.authToken).not.toBe(second.authToken)
    expect(first.authToken).not.toContain('10234567')
    const card = await registerOnCardPage(first.authToken, '하나카드')
    // Another account cannot use the card token.
    signInAs('checkup')
    expect(await told(updateHipassCard({ registered: 'Y', cardToken: card.cardToken }))).toMatchObject({ status: 409 })
    signInAs('outpatient')
    expect(await updateHipassCard({ registered: 'Y', cardToken: card.cardToken })).toMatchObject({
      registered: 'Y',
      cardName: '하나카드',
      maskedCardNo: card.maskedCardNo,
    })
    // Used once.
    expect(await told(updateHipassCard({ registered: 'Y', cardToken: card.cardToken }))).toMatchObject({ status: 409 })
  })

  it('pays with a registered card only, and tells the result only to its payer', async () => {
    signInAs('outpatient')
    const bill = { patientNo: '10234567', billIds: ['B202611230101'], amount: 18400 }
    await updateHipassCard({ registered: 'N' })
    expect(await told(requestUbPay(bill))).toMatchObject({ status: 409, code: 'HIPASS_NOT_REGISTERED' })
    const { authToken } = await authorizeSkPay({ patientNo: '10234567' })
    await updateHipassCard({ registered: 'Y', cardToken: (await registerOnCardPage(authToken)).cardToken })
    // Someone else's bill on one's own card: as if it did not exist.
    signInAs('checkup')
    expect(await told(requestUbPay({ ...bill, patientNo: '10456789' }))).toMatchObject({ status: 404 })
    signInAs('outpatient')
    const requested = await requestUbPay(bill)
    expect(requested.serNo).not.toMatch(/^UB\d+$/)
    signInAs('checkup')
    expect(await told(fetchUbPayStatus(requested.serNo))).toMatchObject({ status: 404, code: 'NOT_FOUND' })
    signInAs('outpatient')
    expect(await fetchUbPayStatus(requested.serNo)).toMatchObject({ status: 'APPROVED' })
    const payment = sandbox.db.ubPays.findFirst((q) => q.where({ serNo: requested.serNo }))
    expect(payment?.payerUserId).toBe('U1001')
  })
})
