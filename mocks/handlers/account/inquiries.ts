/**
 * 1:1 inquiries (the app team's proposal to the backend team): a patient's questions to the
 * hospital, answered later by a department (the `inquiry-answer` scenario step plays the
 * hospital's part in the demo).
 */
import * as z from '@/api/generated/account/account.zod'
import { INQUIRY_LIMITS } from '@/shared/config/constants'
import type { InquiryRecord, RecordOf } from '../../db/schemas'
import { nextId, sandbox } from '../../runtime/sandbox'
import { operation } from '../lib/operation'
import { notFound, refuse } from '../lib/refusal'

type Inquiry = RecordOf<typeof InquiryRecord>

/** An account's inquiries, newest first. */
export const inquiriesOf = (userId: string): Inquiry[] =>
  sandbox.db.inquiries.findMany((q) => q.where({ userId })).sort((a, b) => b.createdAt.localeCompare(a.createdAt))

const toDetail = ({ userId: _userId, requestKey: _requestKey, ...detail }: Inquiry) => detail

const toSummary = (inquiry: Inquiry) => ({
  inquiryId: inquiry.inquiryId,
  category: inquiry.category,
  title: inquiry.title,
  status: inquiry.status,
  createdAt: inquiry.createdAt,
  ...(inquiry.answer ? { answeredAt: inquiry.answer.answeredAt } : {}),
})

const waitingOf = (userId: string) => inquiriesOf(userId).filter((inquiry) => inquiry.status === 'WAITING').length

export const inquiryOperations = [
  operation({
    operationId: 'listInquiries',
    method: 'get',
    path: '/api/users/inquiry',
    auth: true,
    response: z.ListInquiriesResponse,
    resolve({ caller }) {
      const userId = caller.user.userId
      return {
        items: inquiriesOf(userId).map(toSummary),
        waitingCount: waitingOf(userId),
        waitingLimit: INQUIRY_LIMITS.waitingMax,
      }
    },
  }),

  operation({
    operationId: 'fetchInquiry',
    method: 'get',
    path: '/api/users/inquiry/{inquiryId}',
    auth: true,
    params: z.FetchInquiryParams,
    response: z.FetchInquiryResponse,
    resolve({ caller, params }) {
      const found = sandbox.db.inquiries.findFirst((q) =>
        q.where({ userId: caller.user.userId, inquiryId: params.inquiryId }),
      )
      return toDetail(found ?? notFound())
    },
  }),

  operation({
    operationId: 'createInquiry',
    method: 'post',
    path: '/api/users/inquiry',
    auth: true,
    body: z.CreateInquiryBody,
    response: z.CreateInquiryResponse,
    async resolve({ caller, body }) {
      const userId = caller.user.userId
      // The same attempt sent twice (a double tap, a retry) is one question.
      const again = sandbox.db.inquiries.findFirst((q) => q.where({ userId, requestKey: body.requestKey }))
      if (again) return toDetail(again)
      if (waitingOf(userId) >= INQUIRY_LIMITS.waitingMax) refuse(409, 'INQUIRY_WAITING_LIMIT')
      const created = await sandbox.db.inquiries.create({
        userId,
        requestKey: body.requestKey,
        inquiryId: nextId('Q'),
        category: body.category,
        title: body.title,
        body: body.body,
        status: 'WAITING',
        createdAt: sandbox.clock.nowIso(),
      })
      return toDetail(created)
    },
  }),
]
