/** My info, patient numbers, terms, messages, push tokens, withdrawal. */
import * as z from '@/api/generated/account/account.zod'
import { maskName } from '@/shared/lib/person'
import { sandbox } from '../../runtime/sandbox'
import { operation } from '../lib/operation'
import { notFound, REASONS, refuse } from '../lib/refusal'
import { familyOf, findPatient, type Patient, type User } from '../lib/session'
import { page, toUserInfo } from '../lib/views'

/**
 * The hospital's patient with this resident number and the name the form gave. The access rule
 * (`verified-person`) has already held the record to the person the account verified and to no
 * other account, answering every miss alike.
 */
function matchPatient(userName: string, residentNumber: string): Patient {
  const patient = sandbox.db.patients.findFirst((q) => q.where({ residentNumber }))
  if (!patient || patient.name !== userName) return refuse(404, 'PATIENT_NOT_REGISTERED')
  return patient
}

/** Links a patient number to an account (the access rule has checked whose record it is). */
export async function linkPatientNo(user: User, patient: Patient): Promise<User> {
  const updated = await sandbox.db.users.update((q) => q.where({ userId: user.userId }), {
    data(u) {
      u.patientNo = patient.patientNo
    },
  })
  return updated ?? user
}

export const profileOperations = [
  operation({
    operationId: 'fetchUserInfo',
    method: 'get',
    path: '/api/users/me',
    auth: true,
    response: z.FetchUserInfoResponse,
    resolve: ({ caller }) => toUserInfo(caller.user),
  }),

  operation({
    operationId: 'fetchMainUserInfo',
    method: 'get',
    path: '/api/users/auth/me',
    auth: true,
    response: z.FetchMainUserInfoResponse,
    resolve: ({ caller }) => toUserInfo(caller.mainUser),
  }),

  operation({
    operationId: 'refreshUserInfo',
    method: 'get',
    path: '/api/users/update',
    auth: true,
    response: z.RefreshUserInfoResponse,
    async resolve({ caller }) {
      const patient = findPatient(caller.user.patientNo)
      if (!patient) return toUserInfo(caller.user)
      const updated = await sandbox.db.users.update((q) => q.where({ userId: caller.user.userId }), {
        data(u) {
          u.userName = patient.name
          u.cellphoneNumber = patient.cellphoneNumber
        },
      })
      return toUserInfo(updated ?? caller.user)
    },
  }),

  operation({
    operationId: 'findPatientNo',
    method: 'post',
    path: '/users/patientno',
    auth: true,
    body: z.FindPatientNoBody,
    response: z.FindPatientNoResponse,
    resolve({ body }) {
      const patient = matchPatient(body.userName, body.residentNumber)
      return { patientNo: patient.patientNo, userName: patient.name, birthDate: patient.birthDate }
    },
  }),

  operation({
    operationId: 'registerPatientNo',
    method: 'post',
    path: '/api/users/patient',
    auth: true,
    body: z.RegisterPatientNoBody,
    response: z.RegisterPatientNoResponse,
    async resolve({ caller, body }) {
      const patient = matchPatient(body.userName, body.residentNumber)
      return toUserInfo(await linkPatientNo(caller.user, patient))
    },
  }),

  operation({
    operationId: 'fetchPatientSummary',
    method: 'get',
    path: '/users/patient/{patientNo}',
    auth: true,
    params: z.FetchPatientSummaryParams,
    response: z.FetchPatientSummaryResponse,
    resolve({ params }) {
      // The access rule (`proxy-confirmed`) matched the birth date and lets this sign-in pay for
      // the patient for 30 minutes; its limits count every try, misses included.
      const patient = findPatient(params.patientNo) ?? notFound()
      return { patientNo: patient.patientNo, maskedName: maskName(patient.name) }
    },
  }),

  operation({
    operationId: 'updatePatientPhone',
    method: 'get',
    path: '/users/updatePatient/{patientNo}/{cellphoneNumber}',
    auth: true,
    params: z.UpdatePatientPhoneParams,
    response: z.UpdatePatientPhoneResponse,
    async resolve({ caller, params }) {
      // The acting account's own number (`self`): a family member's phone is changed from their account.
      const account = caller.user
      await sandbox.db.patients.update((q) => q.where({ patientNo: params.patientNo }), {
        data(p) {
          p.cellphoneNumber = params.cellphoneNumber
        },
      })
      const updated = await sandbox.db.users.update((q) => q.where({ userId: account.userId }), {
        data(u) {
          u.cellphoneNumber = params.cellphoneNumber
        },
      })
      return toUserInfo(updated ?? account)
    },
  }),

  operation({
    operationId: 'listTerms',
    method: 'get',
    path: '/users/terms/{category}',
    auth: false,
    params: z.ListTermsParams,
    response: z.ListTermsResponse,
    resolve({ params }) {
      return sandbox.db.terms
        .all()
        .filter((t) => t.categories.includes(params.category))
        .sort((a, b) => a.termsId - b.termsId)
        .map((t) => ({ termsId: t.termsId, title: t.title, required: t.required, version: t.version }))
    },
  }),

  operation({
    operationId: 'fetchTermsDetail',
    method: 'get',
    path: '/users/terms/info/{id}',
    auth: false,
    params: z.FetchTermsDetailParams,
    response: z.FetchTermsDetailResponse,
    resolve({ params }) {
      const terms = sandbox.db.terms.findFirst((q) => q.where({ termsId: params.id })) ?? notFound()
      const { termsId, title, version, termsContents, effectiveDate } = terms
      return { termsId, title, version, termsContents, effectiveDate }
    },
  }),

  operation({
    operationId: 'listMessages',
    method: 'get',
    path: '/api/users/message-box/{page}/{pageSize}',
    auth: true,
    params: z.ListMessagesParams,
    response: z.ListMessagesResponse,
    resolve({ caller, params }) {
      const messages = sandbox.db.messages
        .findMany((q) => q.where({ userId: caller.user.userId }))
        .sort((a, b) => b.sentAt.localeCompare(a.sentAt))
        .map(({ userId: _userId, ...message }) => message)
      const unreadCount = messages.filter((message) => message.clicked !== 'Y').length
      return { ...page(messages, params.page, params.pageSize), unreadCount }
    },
  }),

  operation({
    operationId: 'registerPushToken',
    method: 'post',
    path: '/api/users/push',
    auth: true,
    body: z.RegisterPushTokenBody,
    response: z.RegisterPushTokenResponse,
    async resolve({ caller, body }) {
      const userId = caller.mainUser.userId
      sandbox.db.pushTokens.deleteMany((q) => q.where({ fcmToken: body.fcmToken }))
      await sandbox.db.pushTokens.create({ ...body, userId, registeredAt: sandbox.clock.nowIso() })
      return { tokenCount: sandbox.db.pushTokens.findMany((q) => q.where({ userId })).length }
    },
  }),

  operation({
    operationId: 'deleteAllPushTokens',
    method: 'delete',
    path: '/api/users/push',
    auth: true,
    response: z.DeleteAllPushTokensResponse,
    resolve({ caller }) {
      sandbox.db.pushTokens.deleteMany((q) => q.where({ userId: caller.mainUser.userId }))
      return { tokenCount: 0 }
    },
  }),

  operation({
    operationId: 'deletePushToken',
    method: 'delete',
    path: '/api/users/push/{fcmToken}',
    auth: true,
    params: z.DeletePushTokenParams,
    response: z.DeletePushTokenResponse,
    resolve({ caller, params }) {
      const userId = caller.mainUser.userId
      const deleted = sandbox.db.pushTokens.delete((q) => q.where({ userId, fcmToken: params.fcmToken }))
      if (!deleted) notFound()
      return { tokenCount: sandbox.db.pushTokens.findMany((q) => q.where({ userId })).length }
    },
  }),

  operation({
    operationId: 'requestWithdrawal',
    method: 'post',
    path: '/api/users/withdrawal',
    auth: true,
    body: z.RequestWithdrawalBody,
    response: z.RequestWithdrawalResponse,
    async resolve({ caller, body }) {
      const familyRemains = familyOf(caller.mainUser.userId).length > 1
      const result = {
        userId: caller.mainUser.userId,
        requestedAt: sandbox.clock.nowIso(),
        canDelete: familyRemains ? ('N' as const) : ('Y' as const),
        ...(familyRemains ? { blockReason: REASONS.FAMILY_REMAINS } : {}),
      }
      await sandbox.db.withdrawals.create({ ...result, reasonCode: body.reasonCode, reasonText: body.reasonText ?? '' })
      return result
    },
  }),

  operation({
    operationId: 'deleteUser',
    method: 'delete',
    path: '/api/users',
    auth: true,
    response: z.DeleteUserResponse,
    resolve({ caller }) {
      const userId = caller.mainUser.userId
      if (familyOf(userId).length > 1) refuse(409, 'FAMILY_REMAINS')
      sandbox.db.users.delete((q) => q.where({ userId }))
      sandbox.db.pushTokens.deleteMany((q) => q.where({ userId }))
      sandbox.db.messages.deleteMany((q) => q.where({ userId }))
      sandbox.db.inquiries.deleteMany((q) => q.where({ userId }))
      sandbox.db.firstVisits.deleteMany((q) => q.where({ userId }))
      sandbox.db.sessions.deleteMany((q) => q.where({ mainUserId: userId }))
      return { deleted: 'Y' as const, deletedAt: sandbox.clock.nowIso() }
    },
  }),
]
