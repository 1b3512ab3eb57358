import { describe, expect, it } from 'vitest'
import { cardPayment as words } from '@/shared/messages/card-payment'
import { CARD_DECLINE_CODES } from '@/shared/native/types'
import { declineDialog, declineMessage, declineReason } from './decline-reason'

describe('why a card was declined, for the patient', () => {
  it.each(CARD_DECLINE_CODES.filter((code) => code !== 'UNKNOWN'))('%s: the app’s own words', (code) => {
    expect(declineReason({ code, message: 'E051 한도초과' })).toBe(words.declined.reasons[code])
  })

  it('says each known reason in its own words', () => {
    const reasons = Object.values(words.declined.reasons)
    expect(new Set(reasons).size).toBe(reasons.length)
    expect(words.declined.reasons.LIMIT_EXCEEDED).toMatch(/한도/)
    expect(words.declined.reasons.CARD_EXPIRED).toMatch(/유효기간/)
    expect(words.declined.reasons.CARD_SUSPENDED).toMatch(/정지|분실/)
    expect(words.declined.reasons.PROCESSOR_UNREACHABLE).toMatch(/연결/)
  })

  it('an unknown reason, or none: the processor’s text', () => {
    expect(declineReason({ code: 'UNKNOWN', message: '거래가 제한된 가맹점입니다.' })).toBe(
      '거래가 제한된 가맹점입니다.',
    )
    expect(declineReason({ message: '카드 승인이 거절되었습니다.' })).toBe('카드 승인이 거절되었습니다.')
  })

  it('no reason and no text (or only blanks): a plain line', () => {
    expect(declineReason({ code: 'UNKNOWN' })).toBe(words.declined.generic)
    expect(declineReason({})).toBe(words.declined.generic)
    expect(declineReason({ message: '  ' })).toBe(words.declined.generic)
  })

  it('always says that nothing was charged', () => {
    expect(declineMessage({ code: 'CARD_EXPIRED' })).toBe(
      `${words.declined.reasons.CARD_EXPIRED}\n결제된 금액은 없습니다.`,
    )
    expect(declineMessage({})).toMatch(/결제된 금액은 없습니다\.$/)
  })

  it('offers another try and another card (another card first when the card itself is the reason), and 닫기', () => {
    const labels = (code?: (typeof CARD_DECLINE_CODES)[number]) =>
      declineDialog({ code }).choices.map((choice) => choice.label)
    expect(labels('CARD_EXPIRED')).toEqual(['다른 카드로 결제', '다시 시도'])
    expect(labels('LIMIT_EXCEEDED')).toEqual(['다른 카드로 결제', '다시 시도'])
    expect(labels('PROCESSOR_UNREACHABLE')).toEqual(['다시 시도', '다른 카드로 결제'])
    expect(labels()).toEqual(['다시 시도', '다른 카드로 결제'])
    expect(declineDialog({}).closeLabel).toBe('닫기')
    expect(declineDialog({ code: 'CARD_SUSPENDED' })).toMatchObject({ title: '결제하지 못했습니다', tone: 'error' })
  })
})
