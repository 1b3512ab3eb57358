/** Family accounts under a main account: add, register their patient number, switch, remove. */
import * as z from '@/api/generated/account/account.zod'
import { ageFromBirthDate8, CHILD_AGE_LIMIT, hasPatientNo } from '@/shared/lib/person'
import { sandbox } from '../../runtime/sandbox'
import { operation } from '../lib/operation'
import { notFound, refuse } from '../lib/refusal'
import { spendVerification, verifiedPerson } from '../lib/credentials'
import { deviceOf, familyOf, issueTokenInSignIn, type Caller } from '../lib/session'
import { toMultiAccountList, toUserInfo } from '../lib/views'
import { linkPatientNo } from './profile'
import { newUserId } from './sign-in'

const birth8 = (isoDate: string) => isoDate.replaceAll('-', '')
const toIsoDate = (birth: string) => `${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6, 8)}`

/**
 * A family member of the caller's main account (never the main account itself). The contract's
 * access rule (`family-member`) has refused anyone else's before the handler runs.
 */
function familyMember(caller: Caller, userId: string) {
  const member = familyOf(caller.mainUser.userId).find((u) => u.userId === userId && u.isMain === 'N')
  return member ?? notFound()
}

export const familyOperations = [
  operation({
    operationId: 'fetchMultiAccountList',
    method: 'get',
    path: '/api/users/multi',
    auth: true,
    response: z.FetchMultiAccountListResponse,
    resolve: ({ caller }) => toMultiAccountList(caller.mainUser.userId),
  }),

  operation({
    operationId: 'refreshFamilyAccounts',
    method: 'get',
    path: '/api/users/family/update',
    auth: true,
    response: z.RefreshFamilyAccountsResponse,
    async resolve({ caller }) {
      for (const member of familyOf(caller.mainUser.userId)) {
        const patient = hasPatientNo(member.patientNo)
          ? sandbox.db.patients.findFirst((q) => q.where({ patientNo: member.patientNo }))
          : undefined
        if (!patient) continue
        await sandbox.db.users.update((q) => q.where({ userId: member.userId }), {
          data(u) {
            u.userName = patient.name
          },
        })
      }
      return toMultiAccountList(caller.mainUser.userId)
    },
  }),

  operation({
    operationId: 'addFamilyAccount',
    method: 'post',
    path: '/api/users/multi',
    auth: true,
    body: z.AddFamilyAccountBody,
    response: z.AddFamilyAccountResponse,
    async resolve({ caller, body }) {
      const main = caller.mainUser
      // The family member's verification, made on this session's phone (14 and over).
      const verified = body.verificationId
        ? verifiedPerson(body.verificationId, deviceOf(caller) ?? '').person
        : undefined
      // Own account cannot be added.
      if (
        verified?.ci === main.ci ||
        (body.userName === main.userName && toIsoDate(body.birthDate) === main.birthDate)
      ) {
        refuse(409, 'OWN_ACCOUNT')
      }
      // The contract's BirthDate8 pattern guarantees a date the age can be computed from.
      if (ageFromBirthDate8(body.birthDate, sandbox.clock.today()) < CHILD_AGE_LIMIT) {
        // Under 14: the guardian's information, and the guardian is the main account holder.
        const { guardian } = body
        if (!guardian) return refuse(400, 'GUARDIAN_REQUIRED')
        if (
          guardian.guardianName !== main.userName ||
          guardian.guardianBirthDate !== birth8(main.birthDate) ||
          guardian.guardianCellphone !== main.cellphoneNumber
        ) {
          refuse(409, 'GUARDIAN_MISMATCH')
        }
      } else {
        // 14 and over: the family member's own identity verification, matching what was entered.
        if (!verified) return refuse(400, 'IDENTITY_REQUIRED')
        if (verified.userName !== body.userName || verified.birthDate !== body.birthDate) refuse(409, 'AUTH_MISMATCH')
        if (sandbox.db.users.findFirst((q) => q.where({ ci: verified.ci, mainUserId: main.userId }))) {
          refuse(409, 'ALREADY_FAMILY')
        }
      }
      const already = familyOf(main.userId).some(
        (u) => u.userName === body.userName && u.birthDate === toIsoDate(body.birthDate),
      )
      if (already) refuse(409, 'ALREADY_FAMILY')

      if (body.verificationId && verified) await spendVerification(body.verificationId)
      const userId = newUserId()
      const now = sandbox.clock.nowIso()
      await sandbox.db.users.create({
        userId,
        userName: body.userName,
        patientNo: '',
        birthDate: toIsoDate(body.birthDate),
        ...(verified ? { gender: verified.gender } : {}),
        cellphoneNumber: verified?.cellphoneNumber ?? main.cellphoneNumber,
        loginType: 5,
        isMain: 'N',
        mainUserId: main.userId,
        ci: verified?.ci ?? `CI-GUARDED-${userId}`,
        relation: body.relation,
        agreedTermsIds: [3],
        marketingYn: 'N',
        createdAt: now,
        lastLoginAt: now,
      })
      return toMultiAccountList(main.userId)
    },
  }),

  operation({
    operationId: 'registerFamilyPatientNo',
    method: 'post',
    path: '/users/info/patientNo',
    auth: true,
    body: z.RegisterFamilyPatientNoBody,
    response: z.RegisterFamilyPatientNoResponse,
    async resolve({ caller, body }) {
      // The access rule (`guarded-person`) has checked that the record is this member's: a child's
      // names the main account holder as guardian, an older member's is the person they verified.
      const member = familyMember(caller, body.userId)
      const patient =
        sandbox.db.patients.findFirst((q) => q.where({ residentNumber: body.residentNumber })) ?? notFound()
      await linkPatientNo(member, patient)
      return toMultiAccountList(caller.mainUser.userId)
    },
  }),

  operation({
    operationId: 'accountSwitchByUserId',
    method: 'post',
    path: '/users/info',
    auth: true,
    body: z.AccountSwitchByUserIdBody,
    response: z.AccountSwitchByUserIdResponse,
    async resolve({ caller, body }) {
      // The main account's own token and an account of its family: the access rule checked both.
      const target = body.userId === caller.mainUser.userId ? caller.mainUser : familyMember(caller, body.userId)
      if (target.isMain === 'N' && !hasPatientNo(target.patientNo)) refuse(409, 'FAMILY_NEEDS_PATIENT_NO')
      const accessToken = await issueTokenInSignIn(caller, target.userId)
      return { accessToken, user: toUserInfo(target) }
    },
  }),

  operation({
    operationId: 'removeFamilyAccount',
    method: 'post',
    path: '/api/users/multi/remove',
    auth: true,
    body: z.RemoveFamilyAccountBody,
    response: z.RemoveFamilyAccountResponse,
    resolve({ caller, body }) {
      const member = familyMember(caller, body.userId)
      sandbox.db.users.delete((q) => q.where({ userId: member.userId }))
      sandbox.db.sessions.deleteMany((q) => q.where({ userId: member.userId }))
      return toMultiAccountList(caller.mainUser.userId)
    },
  }),
]
