import { describe, expect, it } from 'vitest'
import {
  checkDate,
  checkDiastolic,
  checkPulse,
  checkSugar,
  checkSystolic,
  checkTime,
  momentOf,
  readingOf,
} from './validation'

const now = new Date('2026-11-23T09:00:00+09:00')

describe('the health note’s checks', () => {
  it('take a systolic pressure of 50 to 260 mmHg, digits only', () => {
    expect(checkSystolic('')).toBe('수축기 혈압(최고 혈압)을 입력해 주세요.')
    expect(checkSystolic('12o')).toBe('숫자만 입력해 주세요.')
    expect(checkSystolic('49')).toMatch(/50~260 mmHg/)
    expect(checkSystolic('261')).toMatch(/50~260 mmHg/)
    expect(checkSystolic('50')).toBe(true)
    expect(checkSystolic(' 128 ')).toBe(true)
  })

  it('take a diastolic pressure of 30 to 160 mmHg, below the systolic', () => {
    expect(checkDiastolic('', '120')).toBe('이완기 혈압(최저 혈압)을 입력해 주세요.')
    expect(checkDiastolic('29', '120')).toMatch(/30~160 mmHg/)
    expect(checkDiastolic('80', '120')).toBe(true)
    expect(checkDiastolic('120', '120')).toMatch(/수축기 혈압\(최고\)보다 낮아야/)
    expect(checkDiastolic('130', '120')).toMatch(/낮아야/)
    // With no usable systolic, only its own range counts (the systolic says what is wrong).
    expect(checkDiastolic('130', '')).toBe(true)
  })

  it('take no pulse, or 30 to 220 a minute', () => {
    expect(checkPulse('')).toBe(true)
    expect(checkPulse('72')).toBe(true)
    expect(checkPulse('250')).toBe('맥박은 30~220회 사이로 입력해 주세요.')
  })

  it('take a blood sugar of 20 to 600 mg/dL', () => {
    expect(checkSugar('')).toBe('혈당 수치를 입력해 주세요.')
    expect(checkSugar('19')).toMatch(/20~600 mg\/dL/)
    expect(checkSugar('601')).toMatch(/20~600 mg\/dL/)
    expect(checkSugar('5.5')).toBe('숫자만 입력해 주세요.')
    expect(checkSugar('95')).toBe(true)
  })

  it('take a moment that has happened, within the last year (Korea time)', () => {
    expect(checkDate('', now)).toBe('측정 날짜를 입력해 주세요.')
    expect(checkDate('2026-02-30', now)).toBe('올바른 날짜가 아닙니다. 다시 확인해 주세요.')
    expect(checkDate('2026-11-24', now)).toBe('지금 이후의 시각은 기록할 수 없습니다.')
    expect(checkDate('2025-11-01', now)).toBe('1년 이내에 측정한 수치만 기록할 수 있습니다.')
    expect(checkDate('2026-11-23', now)).toBe(true)
    expect(checkTime('', '2026-11-23', now)).toBe('측정 시각을 입력해 주세요.')
    expect(checkTime('09:00', '2026-11-23', now)).toBe(true)
    expect(checkTime('09:01', '2026-11-23', now)).toBe('지금 이후의 시각은 기록할 수 없습니다.')
    expect(checkTime('23:30', '2026-11-22', now)).toBe(true)
  })

  it('keep the moment with its +09:00 offset, and readings as numbers', () => {
    expect(momentOf('2026-11-23', '08:30')).toBe('2026-11-23T08:30:00+09:00')
    expect(readingOf(' 128 ')).toBe(128)
    expect(readingOf('')).toBeUndefined()
  })
})
