/** Sign-up, sign-in and tokens. */
import * as z from '@/api/generated/account/account.zod'
import { ageFromBirthDate8, CHILD_AGE_LIMIT } from '@/shared/lib/person'
import { sandbox } from '../../runtime/sandbox'
import { operation } from '../lib/operation'
import { REASONS, refuse } from '../lib/refusal'
import { findUser, issueToken, type User } from '../lib/session'

const birth8 = (isoDate: string) => isoDate.replaceAll('-', '')
const toIsoDate = (birth: string) => `${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6, 8)}`

async function signIn(user: User, isFirstLogin: 'Y' | 'N' = 'N') {
  await sandbox.db.users.update((q) => q.where({ userId: user.userId }), {
    data(u) {
      u.lastLoginAt = sandbox.clock.nowIso()
    },
  })
  return { accessToken: await issueToken(user.userId), userId: user.userId, isFirstLogin }
}

/** A family member's account is used from the main account, not signed into directly. */
function refuseFamilyOnly(user: User): void {
  if (user.isMain === 'N') {
    const main = findUser(user.mainUserId)
    refuse(
      409,
      'FAMILY_ACCOUNT_ONLY',
      REASONS.FAMILY_ACCOUNT_ONLY.replace('대표 계정', `대표 계정(${main?.userName ?? ''})`),
    )
  }
}

/** New accounts get U2001, U2002 ... (the seed's personas are U1001-U1007). */
function newUserId(): string {
  let userId: string
  do {
    const n = (sandbox.counters.user ?? 2000) + 1
    sandbox.counters.user = n
    userId = `U${n}`
  } while (findUser(userId))
  return userId
}

export { newUserId }

export const signInOperations = [
  operation({
    operationId: 'signUpByMobileAuth',
    method: 'post',
    path: '/users/signup-mobile-auth',
    auth: false,
    body: z.SignUpByMobileAuthBody,
    response: z.SignUpByMobileAuthResponse,
    async resolve({ body }) {
      const { identity } = body
      if (ageFromBirthDate8(identity.birthDate, sandbox.clock.today()) < CHILD_AGE_LIMIT) refuse(400, 'UNDER_14_SIGNUP')
      if (sandbox.db.users.findFirst((q) => q.where({ ci: identity.ci }))) refuse(409, 'ALREADY_MEMBER')
      const required = sandbox.db.terms
        .findMany((q) => q.where({ required: 'Y' }))
        .filter((t) => t.categories.includes('SIGNUP'))
        .map((t) => t.termsId)
      if (!required.every((id) => body.agreedTermsIds.includes(id))) refuse(400, 'REQUIRED_TERMS')
      const userId = newUserId()
      const now = sandbox.clock.nowIso()
      await sandbox.db.users.create({
        userId,
        userName: identity.userName,
        patientNo: '',
        birthDate: toIsoDate(identity.birthDate),
        ...(identity.gender ? { gender: identity.gender } : {}),
        cellphoneNumber: identity.cellphoneNumber,
        loginType: 5,
        isMain: 'Y',
        mainUserId: userId,
        ci: identity.ci,
        relation: 'SELF',
        agreedTermsIds: body.agreedTermsIds,
        marketingYn: body.marketingYn,
        createdAt: now,
        lastLoginAt: now,
      })
      return { accessToken: await issueToken(userId), userId, isFirstLogin: 'Y' as const }
    },
  }),

  operation({
    operationId: 'signInByMobileAuth',
    method: 'post',
    path: '/users/patient/login/mobile-auth',
    auth: false,
    body: z.SignInByMobileAuthBody,
    response: z.SignInByMobileAuthResponse,
    async resolve({ body }) {
      const user = sandbox.db.users.findFirst((q) => q.where({ ci: body.ci }))
      if (!user || user.userName !== body.userName || birth8(user.birthDate) !== body.birthDate) {
        return refuse(404, 'NO_SIGNUP')
      }
      refuseFamilyOnly(user)
      return signIn(user)
    },
  }),

  operation({
    operationId: 'signInByUserId',
    method: 'post',
    path: '/users/login',
    auth: false,
    body: z.SignInByUserIdBody,
    response: z.SignInByUserIdResponse,
    async resolve({ body }) {
      const user = findUser(body.userId) ?? refuse(404, 'SIGNIN_MISSING')
      refuseFamilyOnly(user)
      return signIn(user)
    },
  }),

  operation({
    operationId: 'signInByPatientNo',
    method: 'post',
    path: '/users/patient/login',
    auth: false,
    body: z.SignInByPatientNoBody,
    response: z.SignInByPatientNoResponse,
    async resolve({ body }) {
      const user = sandbox.db.users.findFirst((q) => q.where({ patientNo: body.patientNo, isMain: 'Y' }))
      if (!user || user.userName !== body.userName || birth8(user.birthDate) !== body.birthDate) {
        return refuse(404, 'SIGNIN_MISSING')
      }
      return signIn(user)
    },
  }),

  operation({
    operationId: 'findUserByNameCi',
    method: 'post',
    path: '/users/info-nameci',
    auth: false,
    body: z.FindUserByNameCiBody,
    response: z.FindUserByNameCiResponse,
    resolve({ body }) {
      const user = sandbox.db.users.findFirst((q) => q.where({ ci: body.ci, userName: body.userName }))
      return user ? { exists: 'Y' as const, userId: user.userId, loginType: user.loginType } : { exists: 'N' as const }
    },
  }),

  operation({
    operationId: 'refreshMainToken',
    method: 'get',
    path: '/api/users/patient/refreshMainToken',
    auth: true,
    response: z.RefreshMainTokenResponse,
    async resolve({ caller }) {
      return {
        accessToken: await issueToken(caller.mainUser.userId),
        userId: caller.mainUser.userId,
        isFirstLogin: 'N' as const,
      }
    },
  }),

  operation({
    operationId: 'checkToken',
    method: 'get',
    path: '/api/users/me/loginInfo/{type}',
    auth: true,
    params: z.CheckTokenParams,
    response: z.CheckTokenResponse,
    resolve({ caller, params }) {
      return {
        userId: caller.user.userId,
        loginType: caller.mainUser.loginType,
        isValid: params.type === caller.mainUser.loginType ? ('Y' as const) : ('N' as const),
        lastLoginAt: caller.mainUser.lastLoginAt,
      }
    },
  }),
]
