import { describe, expect, it } from 'vitest'
import {
  accountSwitchByUserId,
  addFamilyAccount,
  deleteAllPushTokens,
  fetchMainUserInfo,
  fetchMultiAccountList,
  fetchUserInfo,
  registerFamilyPatientNo,
  registerPatientNo,
  registerPushToken,
  removeFamilyAccount,
  signInByMobileAuth,
  signUpByMobileAuth,
} from '@/api/generated/account'
import { validation } from '@/shared/messages/validation'
import { tokenStore } from '@/shared/storage/token-store'
import { failure } from '../../support/failure'
import { DEMO_DEVICE_ID, verifyOnPhone } from '../../support/identity'
import { signInAs, withSandbox } from '../../support/use-sandbox'

withSandbox()

const SEOYEON = {
  ci: 'CI-OUTPATIENT-0001',
  userName: '이서연',
  birthDate: '19580314',
  cellphoneNumber: '01023456789',
}

describe('signing in and up', () => {
  it('signs in with the identity verification result and returns a token that works', async () => {
    const verificationId = await verifyOnPhone(SEOYEON)
    const { accessToken } = await signInByMobileAuth({ verificationId, deviceId: DEMO_DEVICE_ID })
    tokenStore.setAccessToken(accessToken)
    expect((await fetchUserInfo()).userName).toBe('이서연')
  })

  it('sends someone without an account to the terms first', async () => {
    const verificationId = await verifyOnPhone({
      ci: 'CI-NOBODY',
      userName: '홍길동',
      birthDate: '19700101',
      cellphoneNumber: '01011112222',
    })
    const error = await failure(signInByMobileAuth({ verificationId, deviceId: DEMO_DEVICE_ID }))
    expect(error).toMatchObject({ status: 404, code: 'NO_SIGNUP' })
    // The handle is still good for the sign-up that follows.
    const login = await signUpByMobileAuth({
      verificationId,
      deviceId: DEMO_DEVICE_ID,
      agreedTermsIds: [1, 2, 3],
      marketingYn: 'N',
    })
    expect(login.isFirstLogin).toBe('Y')
  })

  it('signs up, then registers the patient number', async () => {
    const verificationId = await verifyOnPhone({
      ci: 'CI-T-1',
      userName: '이순례',
      birthDate: '19340502',
      cellphoneNumber: '01077770001',
    })
    const { accessToken } = await signUpByMobileAuth({
      verificationId,
      deviceId: DEMO_DEVICE_ID,
      agreedTermsIds: [1, 2, 3],
      marketingYn: 'N',
    })
    tokenStore.setAccessToken(accessToken)
    expect((await fetchUserInfo()).patientNo).toBe('')
    const user = await registerPatientNo({ userName: '이순례', residentNumber: '3405022123456', consentYn: 'Y' })
    expect(user.patientNo).toBe('10789013')
  })

  it('refuses sign-up under 14 and a wrong resident number', async () => {
    const verificationId = await verifyOnPhone({
      ci: 'CI-T-2',
      userName: '김아이',
      birthDate: '20150101',
      cellphoneNumber: '01000000000',
    })
    const child = await failure(
      signUpByMobileAuth({ verificationId, deviceId: DEMO_DEVICE_ID, agreedTermsIds: [1, 2, 3], marketingYn: 'N' }),
    )
    expect(child).toMatchObject({ status: 400, code: 'UNDER_14_SIGNUP' })
    signInAs('newcomer')
    const wrong = await failure(
      registerPatientNo({ userName: '배수진', residentNumber: '9012032999999', consentYn: 'Y' }),
    )
    expect(wrong).toMatchObject({ status: 404, code: 'PATIENT_NOT_REGISTERED' })
  })
})

describe('family accounts', () => {
  it('adds an adult with their own verification, registers their number, switches and comes back', async () => {
    signInAs('outpatient')
    const list = await addFamilyAccount({
      relation: 'PARENT',
      userName: '이순례',
      birthDate: '19340502',
      verificationId: await verifyOnPhone({
        ci: 'CI-MOTHER',
        userName: '이순례',
        birthDate: '19340502',
        cellphoneNumber: '01077770001',
      }),
    })
    expect(list.familyCount).toBe(1)
    const mother = list.accounts.find((a) => a.userName === '이순례')!
    expect(mother.patientNo).toBe('')

    const blocked = await failure(accountSwitchByUserId({ userId: mother.userId }))
    expect(blocked).toMatchObject({ status: 409, code: 'FAMILY_NEEDS_PATIENT_NO' })

    const registered = await registerFamilyPatientNo({
      userId: mother.userId,
      userName: '이순례',
      residentNumber: '3405022123456',
      consentYn: 'Y',
    })
    expect(registered.accounts.find((a) => a.userId === mother.userId)?.patientNo).toBe('10789013')

    const mainToken = tokenStore.getAccessToken()!
    const switched = await accountSwitchByUserId({ userId: mother.userId })
    tokenStore.setAccessToken(switched.accessToken)
    expect((await fetchUserInfo()).userName).toBe('이순례')
    expect((await fetchMainUserInfo()).userName).toBe('이서연')

    const back = await accountSwitchByUserId({ userId: 'U1001' })
    tokenStore.setAccessToken(back.accessToken)
    expect((await fetchUserInfo()).userName).toBe('이서연')
    expect(mainToken).not.toBe(back.accessToken)
  })

  it("refuses one's own account, a mismatching verification and a child without a guardian", async () => {
    signInAs('family')
    const own = await failure(addFamilyAccount({ relation: 'OTHER', userName: '정해진', birthDate: '19820521' }))
    expect(own).toMatchObject({ status: 409, code: 'OWN_ACCOUNT', reason: '본인 계정은 가족으로 추가할 수 없습니다.' })

    const mismatch = await failure(
      addFamilyAccount({
        relation: 'SPOUSE',
        userName: '한지은',
        birthDate: '19840101',
        verificationId: await verifyOnPhone({
          ci: 'CI-X',
          userName: '한지은',
          birthDate: '19840102',
          cellphoneNumber: '01012341234',
        }),
      }),
    )
    expect(mismatch).toMatchObject({ status: 409, code: 'AUTH_MISMATCH' })

    const child = await failure(addFamilyAccount({ relation: 'CHILD', userName: '정하랑', birthDate: '20200101' }))
    expect(child).toMatchObject({
      status: 400,
      code: 'GUARDIAN_REQUIRED',
      reason: validation.guardianRequired,
    })

    const added = await addFamilyAccount({
      relation: 'CHILD',
      userName: '정하랑',
      birthDate: '20200101',
      guardian: { guardianName: '정해진', guardianBirthDate: '19820521', guardianCellphone: '01056789012' },
    })
    expect(added.familyCount).toBe(3)
  })

  it('removes a family member', async () => {
    signInAs('family')
    expect((await fetchMultiAccountList()).familyCount).toBe(2)
    const list = await removeFamilyAccount({ userId: 'U1006' })
    expect(list.familyCount).toBe(1)
    expect(list.accounts.map((a) => a.userId)).toEqual(['U1004', 'U1005'])
  })
})

describe('push tokens', () => {
  it('registers and deletes them', async () => {
    signInAs('outpatient')
    // From the phone the persona signed in on; another phone's registration is not this sign-in's to make.
    const phone = { fcmToken: 'fcm-new', os: 'IOS' as const, deviceId: DEMO_DEVICE_ID }
    expect(await registerPushToken(phone)).toEqual({ tokenCount: 2 })
    expect(await registerPushToken(phone)).toEqual({ tokenCount: 2 })
    expect(await failure(registerPushToken({ ...phone, deviceId: 'someone-elses-phone' }))).toMatchObject({
      status: 404,
    })
    expect(await deleteAllPushTokens()).toEqual({ tokenCount: 0 })
  })
})
