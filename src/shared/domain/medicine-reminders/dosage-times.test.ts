import { describe, expect, it } from 'vitest'
import { proposeTimes } from './dosage-times'

const times = (usage: string, timesPerDay: number) => proposeTimes({ usage, timesPerDay })

describe('proposeTimes', () => {
  it('reads the meals the usage names, half an hour after them', () => {
    expect(times('아침 식후 30분', 1)).toEqual({ kind: 'times', times: ['08:30'] })
    expect(times('저녁 식후', 1)).toEqual({ kind: 'times', times: ['18:30'] })
    expect(times('아침, 저녁 식후 30분', 2)).toEqual({ kind: 'times', times: ['08:30', '18:30'] })
    expect(times('점심 식후 1시간', 1)).toEqual({ kind: 'times', times: ['12:30'] })
  })

  it('three times a day after meals: 08:30, 12:30, 18:30', () => {
    expect(times('매 식후 30분', 3)).toEqual({ kind: 'times', times: ['08:30', '12:30', '18:30'] })
    expect(times('1일 3회 식후', 3)).toEqual({ kind: 'times', times: ['08:30', '12:30', '18:30'] })
  })

  it('before meals, between meals, with the minutes said', () => {
    expect(times('식전 30분', 3)).toEqual({ kind: 'times', times: ['07:30', '11:30', '17:30'] })
    expect(times('아침 식전 10분', 1)).toEqual({ kind: 'times', times: ['07:50'] })
    expect(times('식간', 2)).toEqual({ kind: 'times', times: ['10:00', '20:00'] })
    expect(times('아침, 저녁 식후 1시간 30분', 2).kind).toBe('times')
  })

  it('bedtime at 22:00, an empty stomach at 07:00', () => {
    expect(times('자기 전', 1)).toEqual({ kind: 'times', times: ['22:00'] })
    expect(times('취침 전 30분', 1)).toEqual({ kind: 'times', times: ['22:00'] })
    expect(times('아침 식후, 취침 전', 2)).toEqual({ kind: 'times', times: ['08:30', '22:00'] })
    expect(times('아침 공복', 1)).toEqual({ kind: 'times', times: ['07:00'] })
    expect(times('기상 직후 공복', 1)).toEqual({ kind: 'times', times: ['07:00'] })
  })

  it('goes by the count when the usage names no times (eye drops four times a day)', () => {
    expect(times('1정씩', 1)).toEqual({ kind: 'times', times: ['08:30'] })
    expect(times('하루 두 번', 2)).toEqual({ kind: 'times', times: ['08:30', '18:30'] })
    expect(times('하루 4번 눈에 넣으세요', 4)).toEqual({ kind: 'times', times: ['08:30', '12:30', '18:30', '22:00'] })
    expect(times('양쪽 눈에 1방울', 6)).toEqual({
      kind: 'times',
      times: ['08:00', '10:30', '13:00', '15:30', '18:00', '20:30'],
    })
  })

  it('trusts the count over a text that names fewer doses', () => {
    expect(times('아침 식후 30분', 2)).toEqual({ kind: 'times', times: ['08:30', '18:30'] })
  })

  it('every N hours from 08:00', () => {
    expect(times('8시간마다', 3)).toEqual({ kind: 'times', times: ['00:00', '08:00', '16:00'] })
    expect(times('12시간 간격', 2)).toEqual({ kind: 'times', times: ['08:00', '20:00'] })
  })

  it('offers nothing for what is taken when needed, given in the ward, or too often', () => {
    expect(times('통증이 있을 때 식후', 3)).toEqual({ kind: 'notOffered', reason: 'asNeeded' })
    expect(times('필요시 1정', 3)).toEqual({ kind: 'notOffered', reason: 'asNeeded' })
    expect(times('정맥 주사 (병동에서 투여)', 3)).toEqual({ kind: 'notOffered', reason: 'ward' })
    expect(times('매시간', 24)).toEqual({ kind: 'notOffered', reason: 'tooOften' })
  })
})
