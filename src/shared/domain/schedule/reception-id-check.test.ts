import { describe, expect, it } from 'vitest'
import type { ReceptionIdCheck } from '@/api/generated/hospital/model'
import { receptionIdCheckToShow } from './reception-id-check'

const CONFIG: ReceptionIdCheck = {
  enabled: 'Y',
  notice: '신분증이나 모바일 건강보험증을 준비해 주세요.',
  exemptions: ['19세 미만'],
}
const visit = (treatmentStatus?: 'NURSE_WAITING' | 'NURSE_RECEIVED' | 'COMPLETED') => ({
  scheduleType: 'OUTPATIENT' as const,
  ...(treatmentStatus ? { treatmentStatus } : {}),
})
const test = { scheduleType: 'TEST' as const }

describe('when the ID check at reception is said', () => {
  it('on a day with a clinic visit ahead, when the hospital turned it on', () => {
    expect(receptionIdCheckToShow(CONFIG, [test, visit('NURSE_WAITING')])).toBe(CONFIG)
    expect(receptionIdCheckToShow(CONFIG, [visit('NURSE_RECEIVED')])).toBe(CONFIG)
    expect(receptionIdCheckToShow(CONFIG, [visit()])).toBe(CONFIG)
  })

  it('not when the hospital turned it off, configured nothing, or wrote no words', () => {
    expect(receptionIdCheckToShow({ ...CONFIG, enabled: 'N' }, [visit('NURSE_WAITING')])).toBeUndefined()
    expect(receptionIdCheckToShow(undefined, [visit('NURSE_WAITING')])).toBeUndefined()
    expect(receptionIdCheckToShow({ ...CONFIG, notice: '  ' }, [visit('NURSE_WAITING')])).toBeUndefined()
  })

  it('not on a day without a clinic visit, nor once the day’s visits are done', () => {
    expect(receptionIdCheckToShow(CONFIG, [])).toBeUndefined()
    expect(receptionIdCheckToShow(CONFIG, [test, { scheduleType: 'SURGERY' as const }])).toBeUndefined()
    expect(receptionIdCheckToShow(CONFIG, [visit('COMPLETED')])).toBeUndefined()
  })
})
