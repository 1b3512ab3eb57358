import { describe, expect, it } from 'vitest'
import { unitAsWritten, withUnitsAsWritten } from './units'

describe('units as the app writes them (mmHg and mg/dL, whatever the server spells)', () => {
  it('corrects the capitals of the spec’s spellings', () => {
    expect(unitAsWritten('mmHG')).toBe('mmHg')
    expect(unitAsWritten('MMHG')).toBe('mmHg')
    expect(unitAsWritten('mg/DL')).toBe('mg/dL')
    expect(unitAsWritten(' mg/dl ')).toBe('mg/dL')
    expect(unitAsWritten('U/l')).toBe('U/L')
  })

  it('leaves other units as they came', () => {
    expect(unitAsWritten('kg/m²')).toBe('kg/m²')
    expect(unitAsWritten('%')).toBe('%')
    expect(unitAsWritten('cm')).toBe('cm')
  })

  it('corrects them inside a doctor’s comment, and nothing else', () => {
    expect(withUnitsAsWritten('수축기 혈압이 124 mmHG로 경계 단계입니다.')).toBe(
      '수축기 혈압이 124 mmHg로 경계 단계입니다.',
    )
    expect(withUnitsAsWritten('공복혈당 98mg/DL, 정상입니다.')).toBe('공복혈당 98mg/dL, 정상입니다.')
    expect(withUnitsAsWritten('HbA1c 5.7%')).toBe('HbA1c 5.7%')
  })
})
