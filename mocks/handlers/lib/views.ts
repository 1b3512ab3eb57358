/** Records as the contracts answer them (the server's "views"). */
import type { z } from 'zod'
import type * as account from '@/api/generated/account/account.zod'
import { sandbox } from '../../runtime/sandbox'
import { familyOf, type User } from './session'

type UserInfo = z.input<typeof account.UserInfo>
type MultiAccountList = z.input<typeof account.MultiAccountList>
type MessageCategory = z.input<typeof account.MessageCategory>

export const toUserInfo = (user: User): UserInfo => ({
  userId: user.userId,
  userName: user.userName,
  patientNo: user.patientNo,
  birthDate: user.birthDate,
  gender: user.gender,
  cellphoneNumber: user.cellphoneNumber,
  loginType: user.loginType,
  isMain: user.isMain,
  mainUserId: user.mainUserId,
})

export function toMultiAccountList(mainUserId: string): MultiAccountList {
  const accounts = familyOf(mainUserId)
  return {
    mainUserId,
    familyCount: accounts.filter((a) => a.userId !== mainUserId).length,
    accounts: accounts.map((a) => ({
      userId: a.userId,
      userName: a.userName,
      patientNo: a.patientNo,
      birthDate: a.birthDate,
      relation: a.relation,
      isMain: a.isMain,
    })),
  }
}

/** Pages a list the way the server does (1-based pages). */
export function page<T>(items: T[], currentPage: number, perPage: number) {
  const totalCount = items.length
  return {
    items: items.slice((currentPage - 1) * perPage, currentPage * perPage),
    page: { currentPage, perPage, totalCount, totalPages: Math.ceil(totalCount / perPage) },
  }
}

/** Leaves a message, unread, in the account's message box, as the server does after bookings and payments. */
export async function notify(
  userId: string,
  message: {
    category: MessageCategory
    title: string
    body: string
    linkPath?: string
  },
): Promise<void> {
  const count = sandbox.db.messages.count()
  await sandbox.db.messages.create({
    userId,
    messageId: `MSG${sandbox.clock.today().replaceAll('-', '')}${String(9000 + count).padStart(4, '0')}`,
    sentAt: sandbox.clock.nowIso(),
    clicked: 'N',
    ...message,
  })
}
