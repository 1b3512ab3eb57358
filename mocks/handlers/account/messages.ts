/** The message box's read marks (the app team's proposal: the spec's clicked flag kept by the server). */
import * as z from '@/api/generated/account/account.zod'
import { sandbox } from '../../runtime/sandbox'
import { operation } from '../lib/operation'
import { notFound } from '../lib/refusal'

/** Messages of an account not yet opened. */
export const unreadCountOf = (userId: string): number =>
  sandbox.db.messages.findMany((q) => q.where({ userId })).filter((message) => message.clicked !== 'Y').length

export const messageOperations = [
  operation({
    operationId: 'markMessageClicked',
    method: 'post',
    path: '/api/users/message-box/clicked',
    auth: true,
    body: z.MarkMessageClickedBody,
    response: z.MarkMessageClickedResponse,
    async resolve({ caller, body }) {
      const userId = caller.user.userId
      const message = sandbox.db.messages.findFirst((q) => q.where({ userId, messageId: body.messageId })) ?? notFound()
      // Opening it again keeps the first reading's time.
      const clickedAt = message.clickedAt ?? sandbox.clock.nowIso()
      if (message.clicked !== 'Y') {
        await sandbox.db.messages.update((q) => q.where({ userId, messageId: body.messageId }), {
          data(m) {
            m.clicked = 'Y'
            m.clickedAt = clickedAt
          },
        })
      }
      return { messageId: body.messageId, clicked: 'Y' as const, clickedAt, unreadCount: unreadCountOf(userId) }
    },
  }),
]
