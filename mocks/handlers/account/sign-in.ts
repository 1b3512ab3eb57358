/**
 * Sign-up, sign-in, session renewal and sign-out, as account.yaml's trust rules say: identity
 * comes from a verification handle the server holds (never from what the phone sends), renewing
 * needs the refresh credential bound to the device, and sign-out revokes it on the server.
 */
import * as z from '@/api/generated/account/account.zod'
import { ageFromBirthDate8, CHILD_AGE_LIMIT } from '@/shared/lib/person'
import { isoDateTime, kst } from '@/shared/lib/dates'
import { sandbox } from '../../runtime/sandbox'
import {
  issueRefresh,
  newSignInId,
  revokeSignIn,
  startVerification,
  spendRefresh,
  spendVerification,
  verifiedPerson,
} from '../lib/credentials'
import { operation } from '../lib/operation'
import { REASONS, refuse } from '../lib/refusal'
import { findUser, issueToken, issueTokenInSignIn, type User } from '../lib/session'

const birth8 = (isoDate: string) => isoDate.replaceAll('-', '')
const toIsoDate = (birth: string) => `${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6, 8)}`

/** A kiosk's sign-in has no refresh credential: it ends half an hour after it starts. */
const KIOSK_SIGN_IN_MINUTES = 30

/** A sign-in: an access token and the first refresh credential of a new chain, on this device. */
async function signIn(user: User, deviceId: string, isFirstLogin: 'Y' | 'N' = 'N') {
  await sandbox.db.users.update((q) => q.where({ userId: user.userId }), {
    data(u) {
      u.lastLoginAt = sandbox.clock.nowIso()
    },
  })
  const signInId = newSignInId()
  const accessToken = await issueToken(user.userId, user.userId, signInId)
  return { accessToken, userId: user.userId, isFirstLogin, ...(await issueRefresh(user.userId, deviceId, signInId)) }
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
    operationId: 'startIdentityVerification',
    method: 'post',
    path: '/users/identity/verifications',
    auth: false,
    body: z.StartIdentityVerificationBody,
    response: z.StartIdentityVerificationResponse,
    async resolve({ body }) {
      const { verificationId, expiresAt } = await startVerification(body.deviceId)
      // What the provider's page takes, made with the hospital's key (opaque to the app and the shell).
      const encData = btoa(`sandbox:${verificationId}`)
      return {
        verificationId,
        expiresAt,
        provider: 'NICE' as const,
        providerRequest: {
          tokenVersionId: verificationId.slice(3, 25),
          encData,
          integrityValue: btoa(`integrity:${encData}`),
        },
      }
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
      const { person, expiresAt } = verifiedPerson(body.verificationId, body.deviceId)
      const user = sandbox.db.users.findFirst((q) => q.where({ ci: person.ci }))
      return {
        exists: user ? ('Y' as const) : ('N' as const),
        userName: person.userName,
        birthDate: person.birthDate,
        cellphoneNumber: person.cellphoneNumber,
        gender: person.gender,
        ...(user ? { loginType: user.loginType } : {}),
        expiresAt,
      }
    },
  }),

  operation({
    operationId: 'signUpByMobileAuth',
    method: 'post',
    path: '/users/signup-mobile-auth',
    auth: false,
    body: z.SignUpByMobileAuthBody,
    response: z.SignUpByMobileAuthResponse,
    async resolve({ body }) {
      const { person } = verifiedPerson(body.verificationId, body.deviceId)
      if (ageFromBirthDate8(person.birthDate, sandbox.clock.today()) < CHILD_AGE_LIMIT) refuse(400, 'UNDER_14_SIGNUP')
      if (sandbox.db.users.findFirst((q) => q.where({ ci: person.ci }))) refuse(409, 'ALREADY_MEMBER')
      const required = sandbox.db.terms
        .findMany((q) => q.where({ required: 'Y' }))
        .filter((t) => t.categories.includes('SIGNUP'))
        .map((t) => t.termsId)
      if (!required.every((id) => body.agreedTermsIds.includes(id))) refuse(400, 'REQUIRED_TERMS')
      await spendVerification(body.verificationId)
      const userId = newUserId()
      const now = sandbox.clock.nowIso()
      const user = await sandbox.db.users.create({
        userId,
        userName: person.userName,
        patientNo: '',
        birthDate: toIsoDate(person.birthDate),
        gender: person.gender,
        cellphoneNumber: person.cellphoneNumber,
        loginType: 5,
        isMain: 'Y',
        mainUserId: userId,
        ci: person.ci,
        relation: 'SELF',
        agreedTermsIds: body.agreedTermsIds,
        marketingYn: body.marketingYn,
        createdAt: now,
        lastLoginAt: now,
      })
      return signIn(user, body.deviceId, 'Y')
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
      const { person } = verifiedPerson(body.verificationId, body.deviceId)
      const user = sandbox.db.users.findFirst((q) => q.where({ ci: person.ci }))
      // No account: the handle stays unused, for the sign-up that follows.
      if (!user || user.userName !== person.userName || birth8(user.birthDate) !== person.birthDate) {
        return refuse(404, 'NO_SIGNUP')
      }
      refuseFamilyOnly(user)
      await spendVerification(body.verificationId)
      return signIn(user, body.deviceId)
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
      // The credential first (the access rule: `credential-holder`), so this call tells nobody
      // whether a user id exists; refresh credentials are only ever issued to main accounts.
      const used = await spendRefresh(body.userId, body.refreshToken, body.deviceId)
      const user = findUser(used.userId) ?? refuse(401, 'REFRESH_REVOKED')
      await sandbox.db.users.update((q) => q.where({ userId: user.userId }), {
        data(u) {
          u.lastLoginAt = sandbox.clock.nowIso()
        },
      })
      // The same sign-in goes on: a new access token and the chain's next refresh credential.
      const accessToken = await issueToken(user.userId, user.userId, used.signInId)
      const next = await issueRefresh(user.userId, body.deviceId, used.signInId)
      return { accessToken, userId: user.userId, isFirstLogin: 'N' as const, ...next }
    },
  }),

  operation({
    operationId: 'revokeSession',
    method: 'post',
    path: '/users/logout',
    auth: false,
    body: z.RevokeSessionBody,
    response: z.RevokeSessionResponse,
    async resolve({ body }) {
      const record = sandbox.db.refreshTokens.findFirst((q) => q.where({ refreshToken: body.refreshToken }))
      // Only the device it was issued to ends it; either way the answer is the same (RFC 7009).
      if (record && record.deviceId === body.deviceId) {
        await revokeSignIn(record.signInId)
        sandbox.db.pushTokens.deleteMany((q) => q.where({ deviceId: body.deviceId }))
      }
      return { revoked: 'Y' as const, revokedAt: sandbox.clock.nowIso() }
    },
  }),

  operation({
    operationId: 'signInByPatientNo',
    method: 'post',
    path: '/users/patient/login',
    auth: 'kiosk',
    body: z.SignInByPatientNoBody,
    response: z.SignInByPatientNoResponse,
    async resolve({ body }) {
      // The access rule (`kiosk-identified`) matched number, name and birth date.
      const user =
        sandbox.db.users.findFirst((q) => q.where({ patientNo: body.patientNo, isMain: 'Y' })) ??
        refuse(404, 'SIGNIN_MISSING')
      // A sign-in of its own that ends on its own: sign-out and reuse rules reach its tokens.
      const endsAt = isoDateTime(kst(sandbox.clock.now()).add(KIOSK_SIGN_IN_MINUTES, 'minute'))
      return { accessToken: await issueToken(user.userId, user.userId, newSignInId(), endsAt), userId: user.userId }
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
        // Inside the caller's sign-in, never past its end (403 INVALID_TOKEN once it has ended).
        accessToken: await issueTokenInSignIn(caller, caller.mainUser.userId),
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
