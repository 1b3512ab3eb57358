/**
 * The patient's everyday services in the sandbox: the message box's read marks and the 1:1
 * inquiries (both the app team's proposals to the backend team), and the scenario step that
 * has the hospital answer the newest waiting question.
 */
import { describe, expect, it } from 'vitest'
import {
  accountSwitchByUserId,
  createInquiry,
  fetchInquiry,
  listInquiries,
  listMessages,
  markMessageClicked,
} from '@/api/generated/account'
import { getApiConfig } from '@/api/http'
import { resolveUrl } from '@/api/http/api-config'
import { INQUIRY_LIMITS } from '@/shared/config/constants'
import { tokenStore } from '@/shared/storage/token-store'
import { failure } from '../../support/failure'
import { signInAs, withSandbox } from '../../support/use-sandbox'

withSandbox()

const question = (n: number) => ({
  category: 'PARKING' as const,
  title: `주차 문의 ${n}`,
  body: '외래 진료 때 무료 주차 시간이 궁금합니다.',
  requestKey: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
})

describe('the message box', () => {
  it('pages the messages newest first, each with its clicked flag, and counts the unread', async () => {
    signInAs('outpatient')
    const first = await listMessages(1, 10)
    expect(first.page).toMatchObject({ currentPage: 1, totalCount: 25, totalPages: 3 })
    expect(first.unreadCount).toBe(2)
    expect(first.items.map((m) => m.clicked).slice(0, 3)).toEqual(['N', 'N', 'Y'])
    const sent = first.items.map((m) => m.sentAt)
    expect([...sent].sort().reverse()).toEqual(sent)
    const last = await listMessages(3, 10)
    expect(last.items).toHaveLength(5)
  })

  it('keeps a message read once opened, with the time it was first read', async () => {
    signInAs('outpatient')
    const marked = await markMessageClicked({ messageId: 'MSG202611220001' })
    expect(marked).toMatchObject({ messageId: 'MSG202611220001', clicked: 'Y', unreadCount: 1 })
    const again = await markMessageClicked({ messageId: 'MSG202611220001' })
    expect(again.clickedAt).toBe(marked.clickedAt)
    const page = await listMessages(1, 10)
    expect(page.items.find((m) => m.messageId === 'MSG202611220001')).toMatchObject({ clicked: 'Y' })
    expect(page.unreadCount).toBe(1)
  })

  it('refuses to mark another account’s message', async () => {
    signInAs('inpatient')
    expect(await failure(markMessageClicked({ messageId: 'MSG202611220001' }))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    })
  })
})

describe('1:1 inquiries', () => {
  it('lists the patient’s own questions newest first, with what waits and the limit', async () => {
    signInAs('outpatient')
    const list = await listInquiries()
    expect(list.items.map((i) => i.inquiryId)).toEqual(['Q202611210001', 'Q202611180001', 'Q202609150001'])
    expect(list).toMatchObject({ waitingCount: 1, waitingLimit: INQUIRY_LIMITS.waitingMax })
    const answered = await fetchInquiry('Q202611180001')
    expect(answered.answer).toMatchObject({ answeredBy: '원무팀' })
  })

  it('takes a question once, however often the same attempt is sent', async () => {
    signInAs('outpatient')
    const [a, b] = await Promise.all([createInquiry(question(1)), createInquiry(question(1))])
    expect(a.inquiryId).toBe(b.inquiryId)
    expect(a).toMatchObject({ status: 'WAITING', title: '주차 문의 1' })
    expect((await listInquiries()).items[0]?.inquiryId).toBe(a.inquiryId)
    expect((await listInquiries()).waitingCount).toBe(2)
  })

  it('refuses a sixth waiting question, and what breaks the limits', async () => {
    signInAs('outpatient')
    for (const n of [1, 2, 3, 4]) await createInquiry(question(n))
    expect(await failure(createInquiry(question(5)))).toMatchObject({
      status: 409,
      code: 'INQUIRY_WAITING_LIMIT',
      reason: '답변을 기다리는 문의가 5건 있습니다. 답변을 받으신 뒤 다시 문의해 주세요.',
    })
    signInAs('checkup')
    expect(await failure(createInquiry({ ...question(6), body: '짧아요' }))).toMatchObject({ status: 400 })
    expect(await failure(createInquiry({ ...question(7), title: 'x'.repeat(51) }))).toMatchObject({ status: 400 })
  })

  it('keeps each account’s questions to itself (a family member sees only their own)', async () => {
    signInAs('outpatient')
    expect(await failure(fetchInquiry('Q202611220001'))).toMatchObject({ status: 404 })
    signInAs('family')
    const { accessToken } = await accountSwitchByUserId({ userId: 'U1006' })
    tokenStore.setAccessToken(accessToken)
    expect((await listInquiries()).items).toEqual([])
  })
})

describe('the inquiry-answer scenario step', () => {
  const advance = async () => {
    const response = await fetch(resolveUrl(getApiConfig().mainBaseUrl, '/__demo/scenarios/inquiry-answer'), {
      method: 'POST',
    })
    return { status: response.status, body: (await response.json()) as { state: string; reason?: string } }
  }

  it('answers the newest waiting question and tells its writer in the message box', async () => {
    signInAs('outpatient')
    const asked = await createInquiry(question(1))
    expect((await advance()).status).toBe(200)
    const answered = await fetchInquiry(asked.inquiryId)
    expect(answered).toMatchObject({ status: 'ANSWERED', answer: { answeredBy: '시설관리팀' } })
    const newest = (await listMessages(1, 10)).items[0]
    expect(newest).toMatchObject({
      category: 'INQUIRY',
      clicked: 'N',
      linkPath: `/common/inquiry/${asked.inquiryId}`,
    })
  })

  it('answers every waiting question in turn, then says there is none', async () => {
    // Seeded: one for 이서연, one for 정해진.
    expect((await advance()).status).toBe(200)
    expect((await advance()).status).toBe(200)
    expect(await advance()).toMatchObject({ status: 409, body: { reason: '답변을 기다리는 문의가 없습니다.' } })
  })
})
