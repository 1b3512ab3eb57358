import { describe, expect, it } from 'vitest'
import * as contract from '@/api/generated/account/account.zod'
import { INQUIRY_LIMITS } from '@/shared/config/constants'
import { checkBody, checkTitle, cleanBody, cleanTitle } from './rules'

describe('the inquiry form’s rules', () => {
  it('are the contract’s lengths', () => {
    expect(INQUIRY_LIMITS.titleMin).toBe(contract.InquiryTitleMin)
    expect(INQUIRY_LIMITS.titleMax).toBe(contract.InquiryTitleMax)
    expect(INQUIRY_LIMITS.bodyMin).toBe(contract.InquiryBodyMin)
    expect(INQUIRY_LIMITS.bodyMax).toBe(contract.InquiryBodyMax)
  })

  it('ask for a title of 2 to 50 characters, spaces around not counted', () => {
    expect(checkTitle('   ')).toBe('제목을 입력해 주세요.')
    expect(checkTitle(' 가 ')).toBe('제목을 2자 이상 입력해 주세요.')
    expect(checkTitle('주차')).toBe(true)
    expect(checkTitle('가'.repeat(50))).toBe(true)
    expect(checkTitle('가'.repeat(51))).toBe('제목은 50자 이내로 입력해 주세요.')
  })

  it('ask for a question of 10 to 1000 characters', () => {
    expect(checkBody('')).toBe('문의 내용을 입력해 주세요.')
    expect(checkBody('주차가 궁금해요')).toBe('문의 내용을 10자 이상 적어 주세요.')
    expect(checkBody('외래 진료 때 무료 주차가 궁금합니다.')).toBe(true)
    expect(checkBody('가'.repeat(1001))).toBe('문의 내용은 1000자 이내로 입력해 주세요.')
  })

  it('send what passes the contract', () => {
    const title = cleanTitle('  주차   시간이\t궁금합니다 ')
    expect(title).toBe('주차 시간이 궁금합니다')
    expect(contract.InquiryTitle.safeParse(title).success).toBe(true)
    const body = cleanBody('\n 외래 진료 때\n무료 주차가 궁금합니다. \n')
    expect(contract.InquiryBody.safeParse(body).success).toBe(true)
  })
})
